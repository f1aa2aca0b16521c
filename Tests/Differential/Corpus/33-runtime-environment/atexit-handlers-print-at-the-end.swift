// atexit handlers, plain and through Glibc, print after the top-level code ends (last registered first)
import Glibc
atexit { print("atexit ran") }
Glibc.atexit { print("Glibc.atexit ran") }
print("main")
print("end")
