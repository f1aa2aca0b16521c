#define _GNU_SOURCE
#include "CSystem.h"
#include <string.h>

long lessonbuild_find_bytes(const void *haystack, long length, const void *needle, long needle_length) {
    if (length <= 0 || needle_length <= 0) return -1;
    const char *found = memmem(haystack, (size_t)length, needle, (size_t)needle_length);
    return found ? (long)(found - (const char *)haystack) : -1;
}
