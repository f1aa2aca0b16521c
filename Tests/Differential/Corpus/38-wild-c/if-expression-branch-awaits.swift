// Swift 5.9 if/switch expressions at top level whose branches await an async function.
func fetchCount(for user: String) async -> Int { user.count * 2 }
func describe(_ n: Int) async -> String { n > 5 ? "many" : "few" }
let useCache = false
let count = if useCache { 0 } else { await fetchCount(for: "grace") }
print("count:", count)
let label = switch count {
case 0: "none"
default: await describe(count)
}
print("label:", label)
