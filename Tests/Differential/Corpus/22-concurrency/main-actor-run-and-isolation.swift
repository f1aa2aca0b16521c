// MainActor.run from a detached task, a @MainActor class, and nonisolated members, awaited in order.
@MainActor
final class Badge {
    var count = 0
    nonisolated let label: String
    init(label: String) { self.label = label }
    func bump() { count += 1 }
    nonisolated func describe() -> String { "badge \(label)" }
}
let badge = Badge(label: "inbox")
print(badge.describe())
badge.bump()
let fromBackground = await Task.detached { () -> Int in
    await MainActor.run { badge.bump(); return badge.count }
}.value
print("count after detached:", fromBackground)
await MainActor.run { badge.bump() }
print("final", badge.count, badge.label)
