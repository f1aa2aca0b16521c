// The build cache is data from strangers: a cache restored from another machine's CI, or files a pull request
// commits under `.build/`. These walk and remove it through descriptors, never through a symbolic link, so
// nothing outside the cache is read, written or deleted because of what the cache holds.
#define _GNU_SOURCE
#include "CSystem.h"
#include <dirent.h>
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int lessonbuild_open_plain_file(const char *path) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (descriptor < 0) return -1;
    struct stat status;
    if (fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) {
        close(descriptor);
        errno = EINVAL;
        return -1;
    }
    // O_NONBLOCK only kept a FIFO from blocking the open; reads of a plain file are unaffected by it.
    return descriptor;
}

// FNV-1a over 64-bit words, then the tail byte by byte: an identity of the bytes, not a defence against forgery.
static unsigned long long words_digest(const unsigned char *bytes, size_t length) {
    unsigned long long hash = 0xcbf29ce484222325ULL ^ (unsigned long long)length;
    size_t words = length / 8;
    const unsigned char *word = bytes;
    for (size_t index = 0; index < words; index++, word += 8) {
        unsigned long long value;
        memcpy(&value, word, 8);
        hash = (hash ^ value) * 0x00000100000001b3ULL;
    }
    for (size_t index = words * 8; index < length; index++) hash = (hash ^ bytes[index]) * 0x00000100000001b3ULL;
    return hash;
}

unsigned long long lessonbuild_bytes_digest(const void *bytes, size_t length) {
    return words_digest(bytes, length);
}

unsigned long long lessonbuild_descriptor_digest(int descriptor, int *ok) {
    *ok = 0;
    struct stat status;
    if (fstat(descriptor, &status) != 0 || !S_ISREG(status.st_mode)) return 0;
    size_t length = (size_t)status.st_size;
    if (length == 0) {
        *ok = 1;
        return words_digest(NULL, 0);
    }
    const unsigned char *bytes = mmap(NULL, length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    if (bytes == MAP_FAILED) return 0;
    unsigned long long hash = words_digest(bytes, length);
    munmap((void *)bytes, length);
    *ok = 1;
    return hash;
}

// Removes the entry `name` of the open folder `folder`: a file or link by unlinking it, a folder by emptying
// it through a descriptor opened without following links, then removing it.
static int remove_at(int folder, const char *name, int depth) {
    if (unlinkat(folder, name, 0) == 0 || errno == ENOENT) return 0;
    if (errno != EISDIR && errno != EPERM) return -1;
    if (depth > 256) return -1;
    int inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (inner < 0) return -1;
    DIR *listing = fdopendir(inner);
    if (!listing) {
        close(inner);
        return -1;
    }
    int result = 0;
    struct dirent *entry;
    while ((entry = readdir(listing)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (remove_at(dirfd(listing), entry->d_name, depth + 1) != 0) result = -1;
    }
    closedir(listing);
    if (unlinkat(folder, name, AT_REMOVEDIR) != 0 && errno != ENOENT) result = -1;
    return result;
}

int lessonbuild_remove_tree(const char *path) {
    const char *slash = strrchr(path, '/');
    if (!slash) return remove_at(AT_FDCWD, path, 0);
    if (slash[1] == 0) {
        errno = EINVAL;
        return -1;
    }
    size_t length = (size_t)(slash - path);
    char parent[4096];
    if (length >= sizeof parent) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(parent, path, length);
    parent[length == 0 ? 1 : length] = 0;
    if (length == 0) parent[0] = '/';
    int folder = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0) return -1;
    int result = remove_at(folder, slash + 1, 0);
    close(folder);
    return result;
}

// Walks an open folder: every link and every entry that is neither a plain file nor a folder is removed
// (never followed), and counted; the first one's path is kept in `first`.
static long sweep_at(int folder, const char *path, char *first, size_t first_size, int depth) {
    DIR *listing = fdopendir(folder);
    if (!listing) {
        close(folder);
        return 0;
    }
    long removed = 0;
    struct dirent *entry;
    while ((entry = readdir(listing)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        struct stat status;
        if (fstatat(dirfd(listing), entry->d_name, &status, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISREG(status.st_mode)) continue;
        if (S_ISDIR(status.st_mode) && depth < 64) {
            int inner = openat(dirfd(listing), entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (inner < 0) continue;
            char inner_path[4096];
            snprintf(inner_path, sizeof inner_path, "%s/%s", path, entry->d_name);
            removed += sweep_at(inner, inner_path, first, first_size, depth + 1);
            continue;
        }
        if (remove_at(dirfd(listing), entry->d_name, 0) == 0) {
            if (removed == 0 && first[0] == 0) snprintf(first, first_size, "%s/%s", path, entry->d_name);
            removed++;
        }
    }
    closedir(listing);
    return removed;
}

long lessonbuild_sweep_cache(const char *root, char *first, size_t first_size) {
    if (first_size > 0) first[0] = 0;
    int folder = open(root, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder < 0) return errno == ENOENT ? 0 : -1;
    return sweep_at(folder, root, first, first_size, 0);
}
