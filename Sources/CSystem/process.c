#define _GNU_SOURCE
#include "CSystem.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
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

/* Watching whether a block reads the hash seed. The Swift runtime keeps the per-process hashing seed in
   `_swift_stdlib_Hashing_parameters`; the page that holds it is made inaccessible while a block runs, and
   the first access (a Set or Dictionary hashing anything, in the block or in a kernel) is noted and the page
   opened again. Other data on the same page makes a block look as if it hashed: that only costs extra runs. */
#include <dlfcn.h>
#include <stdint.h>
#include <sys/mman.h>

static void *watched_page;
static long watched_size;
static volatile sig_atomic_t watched_touched;
static struct sigaction previous_segv;
static int watch_installed;

static void on_segv(int number, siginfo_t *info, void *context) {
    char *address = (char *)info->si_addr;
    if (watched_page && address >= (char *)watched_page && address < (char *)watched_page + watched_size) {
        watched_touched = 1;
        mprotect(watched_page, watched_size, PROT_READ | PROT_WRITE);
        return;
    }
    /* Not ours: the previous disposition takes over when the instruction faults again. */
    sigaction(SIGSEGV, &previous_segv, NULL);
    (void)number; (void)context;
}

int lessonbuild_hash_watch_start(void) {
    if (!watch_installed) {
        void *parameters = dlsym(RTLD_DEFAULT, "_swift_stdlib_Hashing_parameters");
        if (!parameters) return -1;
        watched_size = sysconf(_SC_PAGESIZE);
        watched_page = (void *)((uintptr_t)parameters & ~(uintptr_t)(watched_size - 1));
        watch_installed = 1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_segv;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGSEGV, &action, &previous_segv) != 0) return -1;
    watched_touched = 0;
    return mprotect(watched_page, watched_size, PROT_NONE);
}

int lessonbuild_hash_watch_stop(void) {
    if (!watch_installed) return 1;
    mprotect(watched_page, watched_size, PROT_READ | PROT_WRITE);
    sigaction(SIGSEGV, &previous_segv, NULL);
    return watched_touched;
}
