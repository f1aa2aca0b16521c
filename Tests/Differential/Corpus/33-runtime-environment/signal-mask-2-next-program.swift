// A program started normally has no blocked signals and nothing pending.
import Glibc
var current = sigset_t()
pthread_sigmask(SIG_BLOCK, nil, &current)
var pending = sigset_t()
sigpending(&pending)
print("SIGUSR1 blocked:", sigismember(&current, SIGUSR1) == 1, "pending:", sigismember(&pending, SIGUSR1) == 1)
print("SIGTERM blocked:", sigismember(&current, SIGTERM) == 1)
