// srandom and srand48 seed the C library's generators: the same seed repeats the sequence.
import Glibc
srandom(42)
let first = (0..<3).map { _ in random() % 100 }
srandom(42)
let second = (0..<3).map { _ in random() % 100 }
print(first == second, first)
srand48(2024)
let a = (0..<3).map { _ in lrand48() % 1000 }
srand48(2024)
print(a == (0..<3).map { _ in lrand48() % 1000 }, a)
