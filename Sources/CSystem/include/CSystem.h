#ifndef LESSONBUILD_CSYSTEM_H
#define LESSONBUILD_CSYSTEM_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE), so a folder can be replaced
/// by another in one step. Returns 0 on success, -1 with errno set otherwise (e.g. ENOSYS, EINVAL on
/// file systems or kernels without it), in which case the caller falls back to two renames.
int lessonbuild_exchange_paths(const char *first, const char *second);

#endif
