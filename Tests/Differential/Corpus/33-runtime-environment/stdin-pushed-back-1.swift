// Pushes a character back onto standard input with ungetc (pair: -2 reads standard input)
import Glibc
print("ungetc:", ungetc(65, stdin))
print("one done")
print("end")
