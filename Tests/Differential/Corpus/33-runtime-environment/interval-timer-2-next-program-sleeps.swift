// A program that pauses 300 ms with usleep before printing.
import Glibc
print("pausing")
usleep(300_000)
print("resumed")
