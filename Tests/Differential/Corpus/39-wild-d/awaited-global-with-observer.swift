// An awaited global with a didSet observer, changed by a main-actor type
func loadCount() async -> Int { 1 }
var count = await loadCount() {
    didSet { print("count", oldValue, "->", count) }
}
@MainActor
enum Bumper { static func bump() { count += 1 } }
Bumper.bump()
Bumper.bump()
print("final", count)
