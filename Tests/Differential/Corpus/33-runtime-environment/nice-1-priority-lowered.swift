// A background tool lowers its own priority with nice().
import Glibc
errno = 0
let now = nice(5)
print("nice succeeded:", now != -1 || errno == 0)
print("priority raised by 5:", getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) >= 5)
