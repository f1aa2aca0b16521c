// Stack Overflow answer: collect task group results, then sort them because completion order varies.
func slowSquare(_ n: Int) async -> (Int, Int) {
    try? await Task.sleep(nanoseconds: UInt64(5 - n) * 200_000)
    return (n, n * n)
}

let results = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...5 { group.addTask { await slowSquare(n) } }
    var collected: [(Int, Int)] = []
    for await pair in group { collected.append(pair) }
    return collected.sorted { $0.0 < $1.0 }
}
for (n, square) in results { print("\(n)² = \(square)") }
print("sum:", results.map(\.1).reduce(0, +))
