// Reads a line of standard input (at its end), after a program that pushed a character back (pair of -1)
import Glibc
print("readLine:", readLine() ?? "nil")
print("end")
print("end")
