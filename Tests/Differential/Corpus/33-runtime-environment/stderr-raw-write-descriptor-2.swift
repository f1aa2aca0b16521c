// Raw write(2) to descriptors 1 and 2 interleaved with print.
import Glibc
print("print 1")
_ = "write fd 2\n".withCString { write(2, $0, strlen($0)) }
_ = "write fd 1\n".withCString { write(1, $0, strlen($0)) }
print("print 2")
