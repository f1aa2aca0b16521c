// A SIGUSR1 handler installed with sigaction runs when the program raises the signal.
import Glibc
var action = sigaction()
action.__sigaction_handler.sa_handler = { _ in
    let text = "handler ran\n"
    _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
}
sigemptyset(&action.sa_mask)
sigaction(SIGUSR1, &action, nil)
print("raising")
raise(SIGUSR1)
print("after raise")
