// nonisolated members of an actor: a let, a computed description, and a hashable id.
actor ChatRoom: CustomStringConvertible {
    nonisolated let name: String
    private var messages: [String] = []
    init(name: String) { self.name = name }
    nonisolated var description: String { "ChatRoom(\(name))" }
    func post(_ text: String) -> Int { messages.append(text); return messages.count }
    func transcript() -> String { messages.joined(separator: " / ") }
}

let room = ChatRoom(name: "swift-help")
print(room)
print("name without await:", room.name)
_ = await room.post("hi")
print("count:", await room.post("how do actors work?"))
print(await room.transcript())
print(String(describing: room), "\(room)")
