import Testing

@testable import LessonBuild

/// The worker's messages read back as written (`WorkerMessage`): every kind with outputs made by rule
/// (empty, a message's own words, line ends, every byte value), one after another in one stream, and read
/// as they arrive: every prefix of the stream gives exactly the messages wholly inside it, in order, and a
/// line that is nearly a message is never read as one.
@Suite struct WorkerMessageTests {
    static let outputs: [[UInt8]] = [
        [], Array("x".utf8), Array("line\n".utf8), Array("done 1 2 1\nstart 3\n".utf8), Array(0...255),
        Array("\n\n".utf8), Array("error 4\n".utf8),
    ]

    static var messages: [WorkerMessage] {
        var result: [WorkerMessage] = [.fresh, .fail("cannot load /x.so: no such file"), .fail("")]
        for (index, output) in outputs.enumerated() {
            let position = [0, 1, 9, 10, 1_234_567][index % 5]
            result.append(.start(position: position))
            result.append(.done(position: position, output: output, hashed: index % 2 == 0))
            result.append(.threw(position: position, output: output, error: outputs[(index + 3) % outputs.count]))
        }
        return result
    }

    @Test func everyPrefixOfAStreamGivesTheMessagesWhollyInIt() {
        let messages = Self.messages
        var stream: [UInt8] = []
        var ends: [Int] = []
        for message in messages {
            stream += message.encoded
            ends.append(stream.count)
        }
        for length in 0...stream.count {
            let prefix = Array(stream.prefix(length))
            var read: [WorkerMessage] = []
            var offset = 0
            while let (message, next) = WorkerMessage.decode(prefix, from: offset) {
                read.append(message)
                offset = next
            }
            let whole = ends.filter { $0 <= length }.count
            #expect(read == Array(messages.prefix(whole)), "a prefix of \(length) bytes")
            #expect(offset == (whole == 0 ? 0 : ends[whole - 1]))
        }
    }

    /// Each message's first line with one word changed by rule (the name misspelt or in capitals, a number
    /// made a word or left out, a word added): read as a line that is no message, never as another message.
    @Test func aLineNearlyAMessageIsUnreadable() {
        let lines = ["start 3", "done 3 0 1", "fresh", "threw 3 0"]
        var checked = 0
        for line in lines {
            let words = line.split(separator: " ").map(String.init)
            var nearMisses = [words[0].uppercased(), String(words[0].dropLast()), words[0] + "s"].map {
                ([$0] + words.dropFirst()).joined(separator: " ")
            }
            nearMisses.append(line + " 7 7 7")
            for index in words.indices.dropFirst() {
                var changed = words
                changed[index] = "x" + changed[index]
                nearMisses.append(changed.joined(separator: " "))
                changed.remove(at: index)
                nearMisses.append(changed.joined(separator: " "))
            }
            for nearMiss in nearMisses {
                let decoded = WorkerMessage.decode(Array((nearMiss + "\n").utf8) + Array("error 0\n".utf8), from: 0)
                #expect(decoded?.message == .unreadable(nearMiss), "\(nearMiss)")
                checked += 1
            }
        }
        #expect(checked >= 20)
        // A `threw` whose second line is not `error LEN` is unreadable, not waited for.
        let threw = Array("threw 1 2\nab".utf8) + Array("eror 2\nxy".utf8)
        #expect(WorkerMessage.decode(threw, from: 0)?.message == .unreadable("threw 1 2"))
    }
}
