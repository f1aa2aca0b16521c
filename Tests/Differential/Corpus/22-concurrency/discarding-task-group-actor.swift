// withDiscardingTaskGroup feeding an actor, with results read once the group finishes.
actor Collector {
    private var seen: [Int] = []
    func add(_ n: Int) { seen.append(n) }
    func sorted() -> [Int] { seen.sorted() }
}
let collector = Collector()
await withDiscardingTaskGroup { group in
    for n in 1...6 {
        group.addTask { await collector.add(n * 10) }
    }
}
print(await collector.sorted())
let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...4 { group.addTask { n } }
    return await group.reduce(0, +)
}
print("total", total)
