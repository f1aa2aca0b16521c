// Lowers the open-files and core limits with setrlimit (pair: -2 reads them fresh)
import Glibc
var files = rlimit()
getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
files.rlim_cur = 100
print("set nofile:", setrlimit(Int32(RLIMIT_NOFILE.rawValue), &files))
var core = rlimit(rlim_cur: 0, rlim_max: rlim_t.max)
getrlimit(Int32(RLIMIT_CORE.rawValue), &core); core.rlim_cur = 0
print("set core:", setrlimit(Int32(RLIMIT_CORE.rawValue), &core))
