// A program started normally has the default disposition for SIGUSR1 and SIGALRM.
import Glibc
for (name, number) in [("SIGUSR1", SIGUSR1), ("SIGALRM", SIGALRM)] {
    var current = sigaction()
    sigaction(number, nil, &current)
    print(name, current.__sigaction_handler.sa_handler == nil ? "default" : "handled")
}
