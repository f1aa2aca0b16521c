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
    struct stat status;
    if (fstat(descriptor, &status) != 0 || status.st_size <= 0) {
        close(descriptor);
        return 0;
    }
    size_t length = (size_t)status.st_size;
    const unsigned char *bytes = mmap(NULL, length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    close(descriptor);
    if (bytes == MAP_FAILED) return 0;
    // FNV-1a over 64-bit words, then the tail byte by byte: an identity, not a defence against forgery.
    unsigned long long hash = 0xcbf29ce484222325ULL ^ (unsigned long long)length;
    size_t words = length / 8;
    const unsigned char *word = bytes;
    for (size_t index = 0; index < words; index++, word += 8) {
        unsigned long long value;
        memcpy(&value, word, 8);
        hash = (hash ^ value) * 0x00000100000001b3ULL;
    }
    for (size_t index = words * 8; index < length; index++) hash = (hash ^ bytes[index]) * 0x00000100000001b3ULL;
    munmap((void *)bytes, length);
    *ok = 1;
    return hash;
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
