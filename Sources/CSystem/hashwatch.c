#define _GNU_SOURCE
#include "CSystem.h"
#include <dlfcn.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* Watching whether a block reads the hash seed. The Swift runtime keeps the per-process hashing seed in
   `_swift_stdlib_Hashing_parameters`; the page that holds it is made inaccessible while a block runs, and
   the first access (a Set or Dictionary hashing anything, in the block or in a kernel) is noted and the page
   opened again. Other data on the same page makes a block look as if it hashed: that only costs extra runs. */

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
