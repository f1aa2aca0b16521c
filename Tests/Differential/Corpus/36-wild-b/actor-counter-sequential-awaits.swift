// The canonical actor counter: increments from a task group, then reads one await at a time.
actor Counter {
    private(set) var value = 0
    private var history: [Int] = []
    func increment(by n: Int = 1) { value += n; history.append(n) }
    func snapshot() -> (value: Int, steps: Int) { (value, history.count) }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for i in 1...50 { group.addTask { await counter.increment(by: i % 3) } }
}
let snap = await counter.snapshot()
print("value:", snap.value, "steps:", snap.steps)
await counter.increment(by: 100)
print("after bonus:", await counter.value)
