// Many concurrent tasks incrementing an actor's counter: the total is always exact.
actor Counter {
    private var value = 0
    func increment() { value += 1 }
    func current() -> Int { value }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<200 {
        group.addTask { await counter.increment() }
    }
}
print("final count:", await counter.current())
let seen = await withTaskGroup(of: Int.self) { group -> [Int] in
    for i in 0..<5 { group.addTask { await counter.increment(); return i } }
    return await group.reduce(into: []) { $0.append($1) }.sorted()
}
print(seen, await counter.current())
