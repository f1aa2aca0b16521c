// Generator edge: throwing global with observer
func load() throws -> Int { 3 }
var level = try load() {
    didSet { print("level", level) }
}
struct Game { static func up() { level += 1 } }
Game.up()
