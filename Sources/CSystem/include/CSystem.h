#ifndef LESSONBUILD_CSYSTEM_H
#define LESSONBUILD_CSYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE), so a folder can be replaced
/// by another in one step. Returns 0 on success, -1 with errno set otherwise (e.g. ENOSYS, EINVAL on
/// file systems or kernels without it), in which case the caller falls back to two renames.
int lessonbuild_exchange_paths(const char *first, const char *second);

/// Worker start: die with the parent (PR_SET_PDEATHSIG), check the parent is still the one that started
/// this process, and adopt orphaned descendants (PR_SET_CHILD_SUBREAPER). Returns -1 if the parent is gone.
int lessonbuild_worker_setup(int parent);

/// setrlimit with soft and hard limits both set to `value`.
int lessonbuild_set_limit(int resource, long long value);

/// Reserves `size` bytes of disk for a file without changing its size (fallocate, FALLOC_FL_KEEP_SIZE), so
/// that later writes within them cannot fail for want of space.
int lessonbuild_reserve(int descriptor, long long size);

/// Ends (SIGKILL) every process this one started or adopted, and every other process of its group, then
/// reaps them. Returns how many were signalled.
int lessonbuild_end_descendants(void);

/// Starts noting whether the running code reads Swift's hashing seed (see process.c); -1 when it cannot.
int lessonbuild_hash_watch_start(void);

/// Stops noting; returns 1 when the seed's page was read (or when watching was impossible), else 0.
int lessonbuild_hash_watch_stop(void);

#endif
