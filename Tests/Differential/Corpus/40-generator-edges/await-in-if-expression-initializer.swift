// Generator edge: await in if expression initializer
func fetch() async -> Int { 42 }
let score = if true { await fetch() } else { 0 }
print(score)
print("pad")
