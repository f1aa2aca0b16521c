// Lines written to stdout with print and to stderr with fputs alternately come out in the order written.
import Glibc
print("out 1")
fputs("err 2\n", stderr)
print("out 3")
fputs("err 4\n", stderr)
