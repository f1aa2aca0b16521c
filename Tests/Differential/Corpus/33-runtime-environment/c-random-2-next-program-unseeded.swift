// Without a seed, random(), rand() and lrand48() start from the C library's fixed default state.
import Glibc
print("random:", random(), random())
print("rand:", rand())
print("lrand48:", (0..<3).map { _ in lrand48() % 1000 })
