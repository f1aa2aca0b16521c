// A program blocks SIGUSR1 with pthread_sigmask, raises it (it stays pending) and checks pending signals.
import Glibc
var set = sigset_t()
sigemptyset(&set)
sigaddset(&set, SIGUSR1)
pthread_sigmask(SIG_BLOCK, &set, nil)
raise(SIGUSR1)
var pending = sigset_t()
sigpending(&pending)
print("SIGUSR1 pending:", sigismember(&pending, SIGUSR1) == 1)
