// withTaskGroup: results arrive in completion order, so they are sorted before printing.
func square(_ n: Int) async -> (Int, Int) { (n, n * n) }
let results = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...6 { group.addTask { await square(n) } }
    var collected: [(Int, Int)] = []
    for await result in group { collected.append(result) }
    return collected
}
for (n, sq) in results.sorted(by: { $0.0 < $1.0 }) { print("\(n)² = \(sq)") }
let sum = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...100 { group.addTask { n } }
    return await group.reduce(0, +)
}
print("sum:", sum)
