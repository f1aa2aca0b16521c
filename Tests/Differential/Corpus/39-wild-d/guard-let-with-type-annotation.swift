// A top-level guard let with a type annotation, then a function (called first) that mentions the type
guard let seed: Int = Int("7") else {
    fatalError("no seed")
}
print(twice(seed))
func twice(_ x: Int) -> Int { x * 2 }
