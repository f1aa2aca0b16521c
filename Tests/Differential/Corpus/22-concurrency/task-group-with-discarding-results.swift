// withTaskGroup collecting squares into a sorted list, and a throwing group stopping at the first error.
struct TooBig: Error { let value: Int }
let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...5 { group.addTask { (n, n * n) } }
    var all: [(Int, Int)] = []
    for await pair in group { all.append(pair) }
    return all.sorted { $0.0 < $1.0 }
}
print(squares.map { "\($0.0)²=\($0.1)" }.joined(separator: " "))
do {
    try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { throw TooBig(value: 99) }
        try await group.next()
    }
} catch {
    print("group threw", error)
}
