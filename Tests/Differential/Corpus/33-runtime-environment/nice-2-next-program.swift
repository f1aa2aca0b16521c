// A program reads its own scheduling priority: started normally, it is not lowered.
import Glibc
errno = 0
let priority = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
print("priority lowered by 5 or more:", priority >= 5)
print("errno:", errno)
