#define _GNU_SOURCE
#include "CSystem.h"
#include <string.h>

long lessonbuild_find_bytes(const void *haystack, long length, const void *needle, long needle_length) {
    if (length <= 0 || needle_length <= 0) return -1;
    const char *found = memmem(haystack, (size_t)length, needle, (size_t)needle_length);
    return found ? (long)(found - (const char *)haystack) : -1;
}

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

unsigned long long lessonbuild_file_digest(const char *path, int *ok) {
    *ok = 0;
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    unsigned long long digest = lessonbuild_descriptor_digest(descriptor, ok);
    close(descriptor);
    return digest;
}

#include <sys/resource.h>

long long lessonbuild_raise_open_files(long long ceiling) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
    rlim_t wanted = limit.rlim_max < (rlim_t)ceiling ? limit.rlim_max : (rlim_t)ceiling;
    if (limit.rlim_cur < wanted) {
        struct rlimit raised = limit;
        raised.rlim_cur = wanted;
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
    }
    return limit.rlim_cur < (rlim_t)ceiling ? (long long)limit.rlim_cur : ceiling;
}
