// an atexit handler and a Set printed sorted, then a caught error
import Glibc
atexit { puts("handler: bye") }
let s: Set = [3, 1, 2]
print(s.sorted())
enum E: Error { case x }
do { throw E.x } catch { print("caught", error) }
