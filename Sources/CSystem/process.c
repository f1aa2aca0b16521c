#define _GNU_SOURCE
#include "CSystem.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <spawn.h>
#include <unistd.h>

int lessonbuild_worker_setup(int parent) {
    // Die with the parent: a killed builder must not leave workers running blocks.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have died before the line above took effect.
    if (getppid() != (pid_t)parent) return -1;
    // Orphans of what a block starts become this worker's children, so the worker can end them.
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    return 0;
}

int lessonbuild_set_limit(int resource, long long value) {
    struct rlimit limit = { (rlim_t)value, (rlim_t)value };
    return setrlimit(resource, &limit);
}

int lessonbuild_memory_file(const char *name, int lowest) {
    int file = memfd_create(name, MFD_CLOEXEC);
    if (file < 0 || file >= lowest) return file;
    // Far from the low descriptors a child is given, so handing them over never overwrites one.
    int moved = fcntl(file, F_DUPFD_CLOEXEC, lowest);
    int saved = errno;
    close(file);
    errno = saved;
    return moved;
}

/// The process group and parent of a process, from /proc/<pid>/stat (fields 4 and 5).
static int read_stat(const char *pid, pid_t *parent, pid_t *group) {
    char path[64], text[512];
    snprintf(path, sizeof path, "/proc/%s/stat", pid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t count = read(fd, text, sizeof text - 1);
    close(fd);
    if (count <= 0) return -1;
    text[count] = 0;
    char *end = strrchr(text, ')');   // the command name may contain spaces and parentheses
    if (!end) return -1;
    char state;
    int p, g;
    if (sscanf(end + 1, " %c %d %d", &state, &p, &g) != 3) return -1;
    *parent = p;
    *group = g;
    return 0;
}

int lessonbuild_end_descendants(void) {
    int ended = 0;
    for (int round = 0; round < 50; round++) {
        // Reap what has ended; stop when no child is left.
        int status;
        pid_t reaped;
        while ((reaped = waitpid(-1, &status, WNOHANG)) > 0) {}
        if (reaped < 0 && errno == ECHILD) return ended;
        pid_t self = getpid(), group = getpgrp();
        DIR *proc = opendir("/proc");
        if (!proc) return ended;
        struct dirent *entry;
        while ((entry = readdir(proc))) {
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            pid_t pid = (pid_t)atoi(entry->d_name), parent, pgrp;
            if (pid == self || read_stat(entry->d_name, &parent, &pgrp) != 0) continue;
            if (parent == self || pgrp == group) {
                kill(pid, SIGKILL);
                ended++;
            }
        }
        closedir(proc);
        usleep(1000);
    }
    return ended;
}

int lessonbuild_spawn_add_chdir(void *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np((posix_spawn_file_actions_t *)actions, path);
}

int lessonbuild_end_tree(int root) {
    enum { most = 4096 };
    pid_t found[most];
    int count = 0;
    if (kill((pid_t)root, SIGSTOP) != 0) return 0;
    // Rounds until one finds nothing new: a process forking while the previous round stopped its parent
    // has a child the next round sees.
    for (int round = 0; round < 100; round++) {
        int added = 0;
        DIR *proc = opendir("/proc");
        if (!proc) break;
        struct dirent *entry;
        while ((entry = readdir(proc)) && count < most) {
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            pid_t pid = (pid_t)atoi(entry->d_name), parent, group;
            if (pid == (pid_t)root || read_stat(entry->d_name, &parent, &group) != 0) continue;
            int known = 0, below = parent == (pid_t)root;
            for (int index = 0; index < count; index++) {
                if (found[index] == pid) known = 1;
                if (found[index] == parent) below = 1;
            }
            if (known || !below) continue;
            kill(pid, SIGSTOP);
            found[count++] = pid;
            added++;
        }
        closedir(proc);
        if (added == 0) break;
    }
    for (int index = 0; index < count; index++) kill(found[index], SIGKILL);
    kill((pid_t)root, SIGKILL);
    return count;
}

int lessonbuild_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}

int lessonbuild_private_mounts(void) {
    if (geteuid() != 0) return 0;
    // A mount namespace of the worker's own, whose mounts no longer propagate to the host's: what a block
    // mounts (a tmpfs over lessons/) ends with the worker instead of staying over the course.
    if (unshare(CLONE_NEWNS) != 0) return -1;
    return mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
}

long long lessonbuild_address_space(void) {
    int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[128];
    ssize_t count = read(fd, text, sizeof text - 1);
    close(fd);
    if (count <= 0) return 0;
    text[count] = 0;
    return atoll(text) * (long long)sysconf(_SC_PAGESIZE);
}

int lessonbuild_end_orphans(const int *known, int count) {
    int ended = 0;
    pid_t self = getpid();
    // Rounds: what an orphan started is adopted in turn once the orphan is killed, and reaped the next round.
    for (int round = 0; round < 50; round++) {
        int found = 0;
        DIR *proc = opendir("/proc");
        if (!proc) return ended;
        struct dirent *entry;
        while ((entry = readdir(proc))) {
            if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
            pid_t pid = (pid_t)atoi(entry->d_name), parent, group;
            if (read_stat(entry->d_name, &parent, &group) != 0 || parent != self) continue;
            int mine = 0;
            for (int index = 0; index < count; index++) mine |= known[index] == pid;
            if (mine) continue;
            lessonbuild_end_tree(pid);
            waitpid(pid, NULL, 0);
            found++;
        }
        closedir(proc);
        ended += found;
        if (found == 0) return ended;
        usleep(1000);
    }
    return ended;
}

int lessonbuild_adopt_orphans(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1);
}
