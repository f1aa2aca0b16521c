// Closes standard input (pair: -2 must still find it open)
import Glibc
print("closing stdin:", close(0))
print("fd 0 valid:", fcntl(0, F_GETFD) != -1)
print("end")
