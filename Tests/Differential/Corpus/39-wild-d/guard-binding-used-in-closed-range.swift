// A function uses a top-level guard-bound count only as the bound of a closed range 1...count
let words = ["one", "two", "three", "four"]
guard let count = Int("3") else { fatalError("not a number") }
func firstWords() -> [String] { (1...count).map { words[$0 - 1] } }
print(firstWords())
