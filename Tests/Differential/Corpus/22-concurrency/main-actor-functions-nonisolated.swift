// @MainActor and nonisolated top-level functions called from async top-level code
var ledger: [String] = []
@MainActor func record(_ s: String) { ledger.append(s) }
nonisolated func pure(_ x: Int) -> Int { x * 3 }
@MainActor
final class Store {
    var total = 0
    func add(_ n: Int) { total += n; record("add \(n)") }
    nonisolated func label() -> String { "Store" }
}
func compute() async -> Int {
    await Task.yield()
    return pure(4)
}
let store = Store()
let v = await compute()
store.add(v)
record("done")
print(store.label(), store.total)
print(ledger)
let detached = await Task.detached { pure(5) }.value
await MainActor.run { record("run \(detached)") }
print(ledger.last ?? "none")
