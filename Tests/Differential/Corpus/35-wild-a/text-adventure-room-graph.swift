// A tiny text adventure: rooms in a dictionary graph, an enum of commands parsed from strings, inventory.
enum Direction: String, CaseIterable { case north, south, east, west }
enum Command {
    case go(Direction), take(String), look, inventory, unknown(String)
    init(_ text: String) {
        let words = text.lowercased().split(separator: " ").map(String.init)
        switch (words.first, words.dropFirst().first) {
        case ("go", let d?): self = Direction(rawValue: d).map(Command.go) ?? .unknown(text)
        case ("take", let item?): self = .take(item)
        case ("look", nil): self = .look
        case ("i", nil), ("inventory", nil): self = .inventory
        default: self = .unknown(text)
        }
    }
}

struct Room { let name: String; var items: [String]; let exits: [Direction: String] }

var rooms: [String: Room] = [
    "hall": Room(name: "Hall", items: ["lamp"], exits: [.north: "library", .east: "kitchen"]),
    "library": Room(name: "Library", items: ["book", "key"], exits: [.south: "hall"]),
    "kitchen": Room(name: "Kitchen", items: [], exits: [.west: "hall"]),
]
var here = "hall"
var bag: [String] = []

func perform(_ command: Command) {
    switch command {
    case .go(let d):
        if let next = rooms[here]!.exits[d] { here = next; print("You walk \(d) to the \(rooms[here]!.name).") } else { print("You can't go \(d).") }
    case .take(let item):
        if let i = rooms[here]!.items.firstIndex(of: item) { bag.append(rooms[here]!.items.remove(at: i)); print("Taken: \(item).") } else { print("No \(item) here.") }
    case .look:
        let exits = rooms[here]!.exits.keys.map(\.rawValue).sorted().joined(separator: ", ")
        print("\(rooms[here]!.name). Items: \(rooms[here]!.items). Exits: \(exits).")
    case .inventory: print("You carry: \(bag.isEmpty ? "nothing" : bag.joined(separator: ", "))")
    case .unknown(let text): print("I don't understand '\(text)'.")
    }
}

for line in ["look", "take lamp", "go west", "go north", "take key", "take sword", "i", "dance", "go south", "look"] {
    print("> \(line)")
    perform(Command(line))
}
