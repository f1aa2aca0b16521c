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

#endif
