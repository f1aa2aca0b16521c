// Whether standard input is open, after a program that closed it (pair of -1)
import Glibc
print("fd 0 valid:", fcntl(0, F_GETFD) != -1)
print("readLine:", readLine() ?? "nil")
print("end")
