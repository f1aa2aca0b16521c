// The first file a program opens gets descriptor 3, after stdin, stdout and stderr; a pipe gets the next two.
import Glibc
let path = "/tmp/fd-demo-\(getpid()).txt"
let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
print("opened descriptor:", fd)
var ends: [Int32] = [0, 0]
pipe(&ends)
print("pipe descriptors:", ends)
close(fd); close(ends[0]); close(ends[1])
let again = open(path, O_RDONLY)
print("reopened descriptor:", again)
close(again)
unlink(path)
