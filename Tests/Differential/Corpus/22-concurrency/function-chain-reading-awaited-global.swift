// A function that reads an awaited global, called by another top-level function
func fetchLimit() async -> Int { 4 }
let limit = await fetchLimit()
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n >= limit ? false : (n == 0 ? false : isEven(n - 1)) }
print(isEven(2), isOdd(3))
