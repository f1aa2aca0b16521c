// Chat server simulation: a room actor, AsyncStream per member, moderation, task groups and sorted transcripts.
import Foundation

struct Message: Sendable, CustomStringConvertible {
    let seq: Int
    let room: String
    let author: String
    let text: String
    var description: String { "#\(seq) [\(room)] \(author): \(text)" }
}

enum ChatError: Error, Sendable { case notMember(String), muted(String), roomClosed }

actor Room {
    let name: String
    private var members: [String: AsyncStream<Message>.Continuation] = [:]
    private var muted: Set<String> = []
    private var seq = 0
    private(set) var history: [Message] = []
    private var closed = false
    let banned: Set<String>

    init(name: String, banned: Set<String> = ["spam"]) { self.name = name; self.banned = banned }

    func join(_ user: String) -> AsyncStream<Message> {
        let (stream, continuation) = AsyncStream<Message>.makeStream()
        members[user] = continuation
        return stream
    }

    func post(_ text: String, from user: String) throws {
        guard !closed else { throw ChatError.roomClosed }
        guard members[user] != nil else { throw ChatError.notMember(user) }
        guard !muted.contains(user) else { throw ChatError.muted(user) }
        let words = text.lowercased().split(separator: " ").map(String.init)
        if words.contains(where: banned.contains) {
            muted.insert(user)
            broadcast(from: "moderator", "\(user) was muted")
            return
        }
        broadcast(from: user, text)
    }

    private func broadcast(from author: String, _ text: String) {
        seq += 1
        let m = Message(seq: seq, room: name, author: author, text: text)
        history.append(m)
        for (user, c) in members where user != author { c.yield(m) }
    }

    func close() {
        closed = true
        for c in members.values { c.finish() }
        members.removeAll()
    }

    var memberCount: Int { members.count }
}

let lobby = Room(name: "lobby")
let users = ["ana", "bo", "cy"]
var streams: [String: AsyncStream<Message>] = [:]
for user in users { streams[user] = await lobby.join(user) }

let script: [(String, String)] = [("ana", "hello everyone"), ("bo", "hi ana"), ("cy", "buy SPAM now"),
                                  ("cy", "sorry"), ("zed", "let me in"), ("ana", "welcome bo"), ("bo", "bye")]
for (user, text) in script {
    do { try await lobby.post(text, from: user) } catch { print("rejected \(user): \(error)") }
}
print("members:", await lobby.memberCount)
await lobby.close()
do { try await lobby.post("anyone?", from: "ana") } catch { print("after close:", error) }

let inboxes = await withTaskGroup(of: (String, [String]).self) { group in
    for (user, stream) in streams {
        group.addTask {
            var received: [String] = []
            for await message in stream { received.append("\(message.seq):\(message.author)") }
            return (user, received)
        }
    }
    var all: [(String, [String])] = []
    for await result in group { all.append(result) }
    return all.sorted { $0.0 < $1.0 }
}
for (user, received) in inboxes { print(user, "received", received) }
for message in await lobby.history { print(message) }
let authors = Dictionary(grouping: await lobby.history, by: \.author).mapValues(\.count)
print(authors.sorted { $0.key < $1.key })
