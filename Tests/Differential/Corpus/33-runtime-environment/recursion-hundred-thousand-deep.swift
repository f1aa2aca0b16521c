// A recursive sum 100 000 calls deep, as in a textbook on recursion, still fits in an 8 MB main-thread stack.
func sum(_ n: Int) -> Int { n == 0 ? 0 : n + sum(n - 1) }
print(sum(10))
print(sum(100_000))
print("done")
