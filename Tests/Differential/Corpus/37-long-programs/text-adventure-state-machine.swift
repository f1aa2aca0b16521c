// A text adventure as a state machine: rooms as enums, a scripted command list, inventory and a score.
enum Room: String, CaseIterable {
    case hall, library, cellar, garden, vault

    var exits: [Direction: Room] {
        switch self {
        case .hall: return [.north: .library, .down: .cellar, .east: .garden]
        case .library: return [.south: .hall]
        case .cellar: return [.up: .hall, .east: .vault]
        case .garden: return [.west: .hall]
        case .vault: return [.west: .cellar]
        }
    }
    var blurb: String {
        switch self {
        case .hall: "A draughty hall with a staircase going down."
        case .library: "Dusty shelves. Something glints under a desk."
        case .cellar: "Damp and dark. A heavy door stands to the east."
        case .garden: "Overgrown roses. A shovel leans on the wall."
        case .vault: "Gold! You have found the vault."
        }
    }
}

enum Direction: String { case north, south, east, west, up, down }

enum Command: Equatable {
    case go(Direction), take(String), use(String), look, inventory, unknown(String)

    init(_ line: String) {
        let words = line.lowercased().split(separator: " ").map(String.init)
        switch (words.first, words.dropFirst().first) {
        case ("go", let d?): self = Direction(rawValue: d).map(Command.go) ?? .unknown(line)
        case ("take", let item?): self = .take(item)
        case ("use", let item?): self = .use(item)
        case ("look", nil): self = .look
        case ("i", nil), ("inventory", nil): self = .inventory
        default: self = .unknown(line)
        }
    }
}

struct GameState {
    var room: Room = .hall
    var items: [Room: Set<String>] = [.library: ["key"], .garden: ["shovel"]]
    var carrying: [String] = []
    var vaultOpen = false
    var moves = 0
    var visited: Set<Room> = [.hall]
    var finished: Bool { room == .vault }
}

var state = GameState()
var transcript: [String] = []

func say(_ text: String) { transcript.append("  " + text) }

func handle(_ command: Command) {
    state.moves += 1
    switch command {
    case .look:
        say(state.room.blurb)
        let here = state.items[state.room, default: []]
        if !here.isEmpty { say("You see: " + here.sorted().joined(separator: ", ")) }
    case .go(let dir):
        guard let next = state.room.exits[dir] else { say("You can't go \(dir.rawValue)."); return }
        if next == .vault && !state.vaultOpen { say("The door is locked."); return }
        state.room = next
        state.visited.insert(next)
        say("You go \(dir.rawValue) to the \(next.rawValue).")
    case .take(let item):
        guard state.items[state.room]?.remove(item) != nil else { say("There is no \(item) here."); return }
        state.carrying.append(item)
        say("Taken: \(item).")
    case .use(let item) where item == "key" && state.room == .cellar && state.carrying.contains("key"):
        state.vaultOpen = true
        say("The key turns. The door creaks open.")
    case .use(let item):
        say(state.carrying.contains(item) ? "Nothing happens." : "You don't have a \(item).")
    case .inventory:
        say(state.carrying.isEmpty ? "You carry nothing." : "You carry: \(state.carrying.joined(separator: ", "))")
    case .unknown(let text):
        state.moves -= 1
        say("I don't understand \"\(text)\".")
    }
}

let script = ["look", "go west", "go north", "look", "take key", "take key", "go south", "go down",
              "go east", "use shovel", "use key", "dance wildly", "i", "go east", "look"]
for line in script where !state.finished || line == "look" {
    transcript.append("> " + line)
    handle(Command(line))
}
transcript.forEach { print($0) }
let score = state.visited.count * 10 + state.carrying.count * 5 - state.moves
print("moves: \(state.moves), rooms: \(state.visited.map(\.rawValue).sorted()), score: \(score)")
print(Command("go up") == .go(.up), Command("GO NOWHERE"), Room.allCases.filter { $0.exits.count > 1 })
