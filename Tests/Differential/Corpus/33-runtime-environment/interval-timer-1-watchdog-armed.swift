// A watchdog timer armed with setitimer: the work finishes long before it would fire.
import Glibc
var watchdog = itimerval(it_interval: timeval(), it_value: timeval(tv_sec: 0, tv_usec: 150_000))
setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &watchdog, nil)
let total = (1...1000).reduce(0, +)
print("work finished:", total)
