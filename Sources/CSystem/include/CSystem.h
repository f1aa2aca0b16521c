#ifndef LESSONBUILD_CSYSTEM_H
#define LESSONBUILD_CSYSTEM_H

#include <spawn.h>

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE), so a folder can be replaced
/// by another in one step. Returns 0 on success, -1 with errno set otherwise (e.g. ENOSYS, EINVAL on
/// file systems or kernels without it), in which case the caller falls back to two renames.
int lessonbuild_exchange_paths(const char *first, const char *second);

/// Worker start: die with the parent (PR_SET_PDEATHSIG), check the parent is still the one that started
/// this process, and adopt orphaned descendants (PR_SET_CHILD_SUBREAPER). Returns -1 if the parent is gone.
int lessonbuild_worker_setup(int parent);

/// Run as root, moves the worker into a mount namespace of its own, private all the way down, so nothing a
/// block mounts outlives it; does nothing for another user (who cannot mount). 0, or -1 with errno set.
int lessonbuild_private_mounts(void);

/// The bytes of address space this process has mapped now (/proc/self/statm), 0 when it cannot tell.
long long lessonbuild_address_space(void);

/// setrlimit with soft and hard limits both set to `value`.
int lessonbuild_set_limit(int resource, long long value);

// posix_spawn_file_actions_addchdir_np (glibc 2.29), which Swift does not see without _GNU_SOURCE: the
// spawned child starts in `path`. `actions` is a posix_spawn_file_actions_t.
int lessonbuild_spawn_add_chdir(void *actions, const char *path);

/// A new anonymous file in memory (memfd_create, close-on-exec), moved to a descriptor of at least
/// `lowest`; -1 with errno set when it cannot be made.
int lessonbuild_memory_file(const char *name, int lowest);

/// Ends (SIGKILL) every process this one started or adopted, and every other process of its group, then
/// reaps them. Returns how many were signalled.
int lessonbuild_end_descendants(void);
/// Stops `root` and every process descended from it (so none can fork meanwhile), then kills them all;
/// returns how many descendants were found. For a worker run past its time limit: what its blocks moved into
/// sessions or process groups of their own is still below it, as long as it lives.
int lessonbuild_end_tree(int root);

/// Makes this process adopt the orphans of its descendants (PR_SET_CHILD_SUBREAPER): what a dead worker's
/// block left running, even in a session of its own, becomes the builder's child.
int lessonbuild_adopt_orphans(void);
/// Ends (with everything below it) and reaps every child of this process not among the `count` pids of
/// `known` (the children it started itself); returns how many.
int lessonbuild_end_orphans(const int *known, int count);

/// Closes, in the spawned child, every descriptor from `lowest` up (glibc's `addclosefrom_np`, which the
/// Swift overlay does not show).
int lessonbuild_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// Starts noting whether the running code reads Swift's hashing seed (see process.c); -1 when it cannot.
int lessonbuild_hash_watch_start(void);

/// Stops noting; returns 1 when the seed's page was read (or when watching was impossible), else 0.
int lessonbuild_hash_watch_stop(void);

/// Starts counting the jobs Swift concurrency enqueues (tasks started or resumed, on any executor); -1 when
/// the runtime's hooks are missing or already taken.
int lessonbuild_job_watch_install(void);

/// How many jobs were enqueued since the watch was installed.
long lessonbuild_jobs_enqueued(void);
/// How many threads this process has now (-1 when /proc cannot tell).
long lessonbuild_thread_count(void);
/// Whether work waits on the main dispatch queue: 1 yes, 0 no, -1 cannot tell.
int lessonbuild_main_queue_pending(void);

/// The offset of the first `needle` in `haystack` (memmem), or -1: one pass in optimised C, where a
/// search through every block's output would otherwise be generic Swift code in a debug build.
long lessonbuild_find_bytes(const void *haystack, long length, const void *needle, long needle_length);

/// Installs the builder's handler for the signals that end a process by default (see guard.c) and returns
/// the read end of the pipe where it records a signal sent by a watched worker or a process below one: four
/// `int`s each, the order it was taken in, the signal, the sender and the worker. Other signals get their forward, or their default.
int lessonbuild_guard_signals(void);
/// What a signal not sent from a worker does instead of its default action (a handler that may only do
/// async-signal-safe work).
void lessonbuild_guard_forward(int number, void (*handler)(int));
/// The real-time signal a worker sends after each block (see guard.c), 0 when the builder could not take it.
int lessonbuild_guard_marker(void);
/// Sends `number` with `position` to `parent` (sigqueue).
int lessonbuild_send_marker(int parent, int number, int position);
/// Starts and stops treating `pid` and every process below it as a worker.
void lessonbuild_guard_watch(int pid);
void lessonbuild_guard_unwatch(int pid);

/// A 64-bit digest of a whole file's bytes (mapped, read once), for the identity of the running program;
/// `*ok` is 0 when the file cannot be read.
unsigned long long lessonbuild_file_digest(const char *path, int *ok);

/// Raises this process's soft limit of open files toward `ceiling` (no further than its hard limit) and
/// returns the soft limit now, at most `ceiling`; 0 when it cannot be read.
long long lessonbuild_raise_open_files(long long ceiling);

// The build cache, walked and removed through descriptors without following links (see cachefiles.c).
#include <stddef.h>
/// Opens `path` for reading only if it is a plain file (not a link, folder, FIFO or device); -1 otherwise.
int lessonbuild_open_plain_file(const char *path);
/// The digest of an open plain file's bytes (FNV-1a over 64-bit words, as lessonbuild_file_digest); `ok` 0
/// when it cannot be read.
unsigned long long lessonbuild_descriptor_digest(int descriptor, int *ok);
/// The same digest of bytes in memory.
unsigned long long lessonbuild_bytes_digest(const void *bytes, size_t length);
/// Removes `path` and, for a folder, everything in it, never following a link (a link is removed itself).
/// 0, or -1 with errno set.
int lessonbuild_remove_tree(const char *path);
/// Removes every link and every entry that is neither a plain file nor a folder anywhere below `root`
/// (never following one); returns how many, with the first one's path in `first`, or -1 when `root` is
/// not a folder (a link to one included).
long lessonbuild_sweep_cache(const char *root, char *first, size_t first_size);

/// Flushes C stdio's standard output and error (what a block printed through them reaches its file).
void lessonbuild_stdio_flush(void);

/// Makes C stdio's standard output and error unbuffered, as every block starts with them.
void lessonbuild_stdio_unbuffered(void);

/// Clears the end-of-file and error marks of C stdio's standard input (a block read it to its end).
void lessonbuild_stdin_clear_error(void);

#endif
