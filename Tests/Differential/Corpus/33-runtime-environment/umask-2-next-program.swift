// A program reads its umask (the one it was started with) and restores it.
import Glibc
let current = umask(0o022)
umask(current)
print("umask is 077:", current == 0o077)
print("group and others may read:", current & 0o044 == 0)
