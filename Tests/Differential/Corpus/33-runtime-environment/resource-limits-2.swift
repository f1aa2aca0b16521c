// Reads the open-files limit, after a program that lowered it (pair of -1)
import Glibc
var files = rlimit()
getrlimit(Int32(RLIMIT_NOFILE.rawValue), &files)
print("nofile soft is 100:", files.rlim_cur == 100)
print("end")
