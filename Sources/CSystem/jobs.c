#include "CSystem.h"
#include <dlfcn.h>
#include <fcntl.h>
#include <poll.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Swift's concurrency runtime lets a program replace how jobs are enqueued (hooks exported by
// libswift_Concurrency, declared in swift/Runtime/Concurrency.h). These hooks only count each job, then
// hand it to the runtime's own executor unchanged, so a worker can tell whether a block left work behind.
#define SWIFTCALL __attribute__((swiftcall))

typedef SWIFTCALL void (*JobOriginal)(void *job);
typedef SWIFTCALL void (*JobHook)(void *job, JobOriginal original);
typedef SWIFTCALL void (*DelayOriginal)(unsigned long long delay, void *job);
typedef SWIFTCALL void (*DelayHook)(unsigned long long delay, void *job, DelayOriginal original);
typedef SWIFTCALL void (*DeadlineOriginal)(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job);
typedef SWIFTCALL void (*DeadlineHook)(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job,
                                       DeadlineOriginal original);

static atomic_long enqueued;

static SWIFTCALL void count_job(void *job, JobOriginal original) {
    atomic_fetch_add(&enqueued, 1);
    original(job);
}

static SWIFTCALL void count_delayed(unsigned long long delay, void *job, DelayOriginal original) {
    atomic_fetch_add(&enqueued, 1);
    original(delay, job);
}

static SWIFTCALL void count_deadline(long long sec, long long nsec, long long tsec, long long tnsec, int clock, void *job,
                                     DeadlineOriginal original) {
    atomic_fetch_add(&enqueued, 1);
    original(sec, nsec, tsec, tnsec, clock, job);
}

int lessonbuild_job_watch_install(void) {
    JobHook *global = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobal_hook");
    JobHook *main = dlsym(RTLD_DEFAULT, "swift_task_enqueueMainExecutor_hook");
    DelayHook *delay = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobalWithDelay_hook");
    DeadlineHook *deadline = dlsym(RTLD_DEFAULT, "swift_task_enqueueGlobalWithDeadline_hook");
    if (!global || !main || !delay || !deadline) return -1;
    // Someone else's executor is installed: leave it alone.
    if (*global || *main || *delay || *deadline) return -1;
    *global = count_job;
    *main = count_job;
    *delay = count_delayed;
    *deadline = count_deadline;
    return 0;
}

long lessonbuild_jobs_enqueued(void) {
    return atomic_load(&enqueued);
}

// Threads of this process (`num_threads` in /proc/self/stat, the 20th field; the 2nd, the command name in
// parentheses, may itself hold spaces and parentheses, so fields are counted from the last ')').
long lessonbuild_thread_count(void) {
    int fd = open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[1024];
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) return -1;
    text[length] = 0;
    char *field = strrchr(text, ')');
    if (!field) return -1;
    // After ")": " state ppid ...", each field after a space: step to the space before field 20.
    for (int word = 3; word <= 20; word++) {
        field = strchr(field + 1, ' ');
        if (!field) return -1;
    }
    return strtol(field + 1, NULL, 10);
}

// libdispatch on Linux wakes whoever drains the main queue (here the run loop of the worker's async main)
// through a descriptor that turns readable when work is enqueued on the main queue and stays so until the
// queue is drained: 1 when it is readable now, 0 when not, -1 when this libdispatch cannot tell.
int lessonbuild_main_queue_pending(void) {
    static int (*handle)(void);
    if (!handle) handle = (int (*)(void))dlsym(RTLD_DEFAULT, "_dispatch_get_main_queue_handle_4CF");
    if (!handle) return -1;
    int fd = handle();
    if (fd < 0) return -1;
    struct pollfd ready = { .fd = fd, .events = POLLIN, .revents = 0 };
    return poll(&ready, 1, 0) > 0 ? 1 : 0;
}
