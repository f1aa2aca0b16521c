// print without a newline, then a raw write(1): with stdout unbuffered they come out in the order written.
import Glibc
print("x", terminator: "")
_ = "y\n".withCString { write(1, $0, strlen($0)) }
print("a")
_ = "b\n".withCString { write(1, $0, strlen($0)) }
