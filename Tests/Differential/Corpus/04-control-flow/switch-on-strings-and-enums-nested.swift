// Nested switches on strings and enums, with @unknown-free exhaustive enum handling.
enum Command { case move(dx: Int, dy: Int), say(String), quit }
func parse(_ line: String) -> Command? {
    let parts = line.split(separator: " ").map(String.init)
    switch parts.first {
    case "move"?:
        guard parts.count == 3, let dx = Int(parts[1]), let dy = Int(parts[2]) else { return nil }
        return .move(dx: dx, dy: dy)
    case "say"?: return .say(parts.dropFirst().joined(separator: " "))
    case "quit"?: return .quit
    default: return nil
    }
}
var position = (x: 0, y: 0)
for line in ["move 1 2", "say hello there", "jump", "move 3 -1", "quit", "move 9 9"] {
    guard let command = parse(line) else { print("unknown: \(line)"); continue }
    switch command {
    case let .move(dx, dy):
        position.x += dx; position.y += dy
        print("now at", position)
    case .say(let text): print("saying '\(text)'")
    case .quit:
        print("bye"); break
    }
    if case .quit = command { break }
}
