// getrlimit for open files and the core-dump size, printed the way a CLI tutorial checks them.
import Glibc
var files = rlimit()
getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
print("open files soft/hard:", files.rlim_cur, files.rlim_max)
var core = rlimit()
getrlimit(Int32(RLIMIT_CORE.rawValue), &core)
print("core soft:", core.rlim_cur == rlim_t.max ? "unlimited" : "\(core.rlim_cur)")
var stack = rlimit()
getrlimit(Int32(RLIMIT_STACK.rawValue), &stack)
print("stack soft:", stack.rlim_cur == rlim_t.max ? "unlimited" : "\(stack.rlim_cur)")
