// Task {} handles stored in an array, then awaited in order; each reads a global multiplier.
var multiplier = 3

func work(_ n: Int) async -> Int {
    await Task.yield()
    return n * multiplier
}

var handles: [Task<Int, Never>] = []
for n in 1...4 {
    handles.append(Task { await work(n) })
}
var total = 0
for (index, handle) in handles.enumerated() {
    let value = await handle.value
    total += value
    print("task \(index):", value)
}
print("total:", total)
