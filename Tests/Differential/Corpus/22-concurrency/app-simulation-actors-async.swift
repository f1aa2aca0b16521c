// Chat app simulation: actor store, async services, an error type, globals and a final summary
import Foundation

enum SendError: Error { case empty, tooLong(Int) }
struct Message: Identifiable, CustomStringConvertible {
    let id: Int; let from: String; let text: String
    var description: String { "[\(id)] \(from): \(text)" }
}
var nextID = 1
let maxLength = 12

actor ChatRoom {
    private(set) var messages: [Message] = []
    func post(_ m: Message) { messages.append(m) }
    var count: Int { messages.count }
}

@MainActor func makeMessage(from: String, _ text: String) throws -> Message {
    if text.isEmpty { throw SendError.empty }
    if text.count > maxLength { throw SendError.tooLong(text.count) }
    defer { nextID += 1 }
    return Message(id: nextID, from: from, text: text)
}

func deliver(_ room: ChatRoom, _ m: Message) async -> String {
    await room.post(m)
    return "delivered \(m.id)"
}

let room = ChatRoom()
for (who, text) in [("ann", "hi"), ("bob", ""), ("ann", "how are you all doing"), ("bob", "fine")] {
    do {
        let m = try makeMessage(from: who, text)
        print(await deliver(room, m))
    } catch {
        print("failed:", error)
    }
}
for m in await room.messages { print(m) }
print("total", await room.count, "next", nextID)
