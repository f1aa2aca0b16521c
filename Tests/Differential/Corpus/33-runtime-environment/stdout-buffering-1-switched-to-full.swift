// A C-style program switches stdout to full buffering with setvbuf; its lines come out when it ends.
import Glibc
setvbuf(stdout, nil, _IOFBF, 8192)
print("buffered line 1")
print("buffered line 2")
