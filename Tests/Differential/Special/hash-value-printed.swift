// expect: nondeterministic — hashValue is seeded per process, so printing it differs between runs.
let word = "merhaba"
print("hash of \(word):", word.hashValue)
print([1, 2, 3].hashValue)
