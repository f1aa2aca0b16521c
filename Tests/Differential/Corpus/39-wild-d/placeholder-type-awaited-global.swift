// An awaited global annotated with a type placeholder [_], read by a type
func load() async -> [Int] { [3, 1, 2] }
let values: [_] = await load()
struct Sorter { var sorted: [Int] { values.sorted() } }
print(Sorter().sorted)
