// stdout redirected to a file with freopen and restored with dup/dup2; the file is read back.
import Glibc
let path = "/tmp/freopen-restore-\(getpid()).log"
let saved = dup(STDOUT_FILENO)
freopen(path, "w", stdout)
print("line for the log")
fflush(stdout)
dup2(saved, STDOUT_FILENO)
close(saved)
print("back on the terminal")
let file = fopen(path, "r")!
var buffer = [CChar](repeating: 0, count: 100)
fgets(&buffer, 100, file)
fclose(file)
unlink(path)
print("log had:", String(cString: buffer), terminator: "")
