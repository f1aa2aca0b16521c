// A game level loaded by a throwing function into a top-level var with a didSet observer that logs changes.
enum LoadError: Error { case missing(String) }
func loadLevel(named name: String) throws -> Int {
    guard let n = ["intro": 1, "forest": 2, "castle": 3][name] else { throw LoadError.missing(name) }
    return n
}
var level = try loadLevel(named: "forest") {
    didSet { print("level changed from \(oldValue) to \(level)") }
}
print("starting at level", level)
level += 1
do { level = try loadLevel(named: "dungeon") } catch { print("could not load:", error) }
print("now at level", level)
