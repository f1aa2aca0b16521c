#define _GNU_SOURCE
#include "CSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

// The builder's guard against its own workers: a block runs as the builder's user, so without the sandbox it
// may `kill(getppid(), SIGTERM)`. Every signal whose default action ends the process (and that can be
// caught) goes through one handler, which asks who sent it: a running worker or a process below one is
// recorded on a pipe, for the builder to report as that block's failure, and otherwise ignored; anything
// else (Ctrl-C from the terminal, `kill` from a shell, the kernel) is handed on as before.

enum { most_workers = 256, deepest = 64 };

static _Atomic int workers[most_workers];
static int blame_pipe[2] = { -1, -1 };
static void (*forwards[NSIG])(int);
static const int guarded[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
    SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT,
};

static int is_worker(pid_t pid) {
    for (int index = 0; index < most_workers; index++) {
        if (atomic_load(&workers[index]) == pid) return 1;
    }
    return 0;
}

/// The parent of `pid`, from /proc/<pid>/stat, with async-signal-safe calls only; 0 when it is gone.
static pid_t parent_of(pid_t pid) {
    char path[32] = "/proc/", digits[16];
    int count = 0;
    for (pid_t rest = pid; rest > 0 && count < 15; rest /= 10) digits[count++] = (char)('0' + rest % 10);
    int length = 6;
    while (count > 0) path[length++] = digits[--count];
    memcpy(path + length, "/stat", 6);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[512];
    ssize_t read_count = read(fd, text, sizeof text - 1);
    close(fd);
    if (read_count <= 0) return 0;
    text[read_count] = 0;
    // After the command name's closing parenthesis (the name may hold any character): " S PPID ".
    char *cursor = NULL;
    for (char *scan = text; *scan; scan++) if (*scan == ')') cursor = scan;
    if (!cursor || !cursor[1] || !cursor[2] || !cursor[3]) return 0;
    cursor += 4;
    pid_t parent = 0;
    while (*cursor >= '0' && *cursor <= '9') parent = parent * 10 + (*cursor++ - '0');
    return parent;
}

/// Whether `pid` is a worker: one the builder watches, or a child of the builder it has not recorded yet. A
/// worker starts its first block as soon as it runs, and on a busy machine that block can signal the builder
/// before the thread that started it gets to `lessonbuild_guard_watch`. The builder's other children (the
/// compiler, names workers, bubblewrap around a worker) never signal it.
static int is_worker_or_new_child(pid_t pid) {
    return is_worker(pid) || (pid > 1 && parent_of(pid) == getpid());
}

/// The worker `pid` is, or runs below (a daemon a block moved into a session of its own is still below it).
static pid_t worker_above(pid_t pid) {
    for (int depth = 0; depth < deepest && pid > 1; depth++) {
        if (is_worker_or_new_child(pid)) return pid;
        pid = parent_of(pid);
    }
    return 0;
}

static void default_action(int number) {
    signal(number, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, number);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(number);
}

/// The real-time signal a worker sends the builder after each block, before it reports the block done
/// (0: none): standard signals are delivered before real-time ones, so a block's SIGTERM is recorded before
/// the marker of its end, and the builder tells which block sent it even when it reads the record late.
static int marker;

/// Handlers may run on several threads at once; each takes a number first thing, so the builder reads the
/// records in the order the signals were taken (a slow walk up /proc must not let a later marker pass it).
static _Atomic int sequence;

static void guard_handler(int number, siginfo_t *info, void *context) {
    (void)context;
    int taken = atomic_fetch_add(&sequence, 1);
    int saved = errno;
    if (number == marker) {
        // From a worker: recorded; from anyone else: ignored (its default action would end the builder).
        if (info->si_code <= 0 && is_worker_or_new_child(info->si_pid)) {
            int record[4] = { taken, number, (int)info->si_pid, (int)info->si_pid };
            ssize_t written = write(blame_pipe[1], record, sizeof record);
            (void)written;
        }
        errno = saved;
        return;
    }
    // si_code <= 0: sent by a process (kill, sigqueue, tgkill), not by the kernel or the terminal.
    if (info->si_code <= 0 && info->si_pid > 0 && info->si_pid != getpid()) {
        pid_t worker = worker_above(info->si_pid);
        if (worker) {
            int record[4] = { taken, number, (int)info->si_pid, (int)worker };
            ssize_t written = write(blame_pipe[1], record, sizeof record);
            (void)written;
            errno = saved;
            return;
        }
    }
    errno = saved;
    if (forwards[number]) forwards[number](number);
    else default_action(number);
}

static void install(int number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = guard_handler;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    // One record at a time: a marker's handler never overtakes the signal it must follow.
    sigfillset(&action.sa_mask);
    sigaction(number, &action, NULL);
}

int lessonbuild_guard_signals(void) {
    static _Atomic int installed;
    // A launcher may start the builder with these signals blocked (a test runner does): one left pending
    // would be judged only once something unblocks it, long after its sender is gone. The calling thread
    // (the one that runs the workers) takes them as they come.
    sigset_t set;
    sigemptyset(&set);
    for (unsigned index = 0; index < sizeof guarded / sizeof guarded[0]; index++) sigaddset(&set, guarded[index]);
    sigaddset(&set, SIGRTMAX);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    if (atomic_exchange(&installed, 1)) return blame_pipe[0];
    if (pipe2(blame_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    for (unsigned index = 0; index < sizeof guarded / sizeof guarded[0]; index++) {
        struct sigaction previous;
        sigaction(guarded[index], NULL, &previous);
        // A signal the launcher ignores (`nohup` ignores SIGHUP) stays ignored, and one a command handles
        // itself (the preview) stays its own.
        if (previous.sa_handler != SIG_DFL || (previous.sa_flags & SA_SIGINFO)) continue;
        install(guarded[index]);
    }
    struct sigaction previous;
    sigaction(SIGRTMAX, NULL, &previous);
    if (previous.sa_handler == SIG_DFL && !(previous.sa_flags & SA_SIGINFO)) {
        marker = SIGRTMAX;
        install(marker);
    }
    return blame_pipe[0];
}

int lessonbuild_guard_marker(void) {
    return marker;
}

int lessonbuild_send_marker(int parent, int number, int position) {
    union sigval value;
    value.sival_int = position;
    return sigqueue((pid_t)parent, number, value);
}

void lessonbuild_guard_forward(int number, void (*handler)(int)) {
    if (number > 0 && number < NSIG) forwards[number] = handler;
}

void lessonbuild_guard_watch(int pid) {
    for (int index = 0; index < most_workers; index++) {
        int empty = 0;
        if (atomic_compare_exchange_strong(&workers[index], &empty, pid)) return;
    }
}

void lessonbuild_guard_unwatch(int pid) {
    for (int index = 0; index < most_workers; index++) {
        int expected = pid;
        atomic_compare_exchange_strong(&workers[index], &expected, 0);
    }
}
