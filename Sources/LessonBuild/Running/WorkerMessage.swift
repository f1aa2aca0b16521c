import CSystem

/// What a block worker tells the builder over its channel, one message after another: each a line of words,
/// some followed by bytes (what the block printed, an error's description). The worker side writes them
/// (`encoded`), the builder's side reads them as they arrive (`decode`); no other code spells the words.
enum WorkerMessage: Equatable {
    /// The block at this position of the builder's registry starts.
    case start(position: Int)
    /// It ended after printing `output`; `hashed`: whether it read the hash seed (so what it printed may
    /// follow hash order).
    case done(position: Int, output: [UInt8], hashed: Bool)
    /// Its top-level code threw `error` (the error's `String(reflecting:)`) after printing `output`.
    case threw(position: Int, output: [UInt8], error: [UInt8])
    /// The worker ends on purpose (the block left work running); the builder runs the rest in a fresh one.
    case fresh
    /// The worker cannot go on, and says why.
    case fail(String)
    /// A line that is no message (read, never written).
    case unreadable(String)

    var encoded: [UInt8] {
        switch self {
        case .start(let position):
            return Array("start \(position)\n".utf8)
        case .done(let position, let output, let hashed):
            return Array("done \(position) \(output.count) \(hashed ? 1 : 0)\n".utf8) + output
        case .threw(let position, let output, let error):
            return Array("threw \(position) \(output.count)\n".utf8) + output + Array("error \(error.count)\n".utf8)
                + error
        case .fresh:
            return Array("fresh\n".utf8)
        case .fail(let reason), .unreadable(let reason):
            return Array("fail \(reason)\n".utf8)
        }
    }

    /// The message that starts at `offset` of `bytes`, and the offset after it; nil while it has not all
    /// arrived.
    static func decode(_ bytes: [UInt8], from offset: Int) -> (message: WorkerMessage, next: Int)? {
        guard let newline = newline(in: bytes, from: offset) else { return nil }
        let line = words(bytes, offset..<newline)
        let numbers = line.numbers
        let body = newline + 1
        switch line.name {
        case "start" where numbers.count == 1:
            if let position = numbers[0] { return (.start(position: position), body) }
        case "done" where numbers.count == 3:
            guard let position = numbers[0], let length = numbers[1], let hashed = numbers[2] else { break }
            guard bytes.count >= body + length else { return nil }
            let output = Array(bytes[body..<(body + length)])
            return (.done(position: position, output: output, hashed: hashed != 0), body + length)
        case "threw" where numbers.count == 2:
            guard let position = numbers[0], let length = numbers[1] else { break }
            let outputEnd = body + length
            guard let second = Self.newline(in: bytes, from: outputEnd) else { return nil }
            let errorLine = words(bytes, outputEnd..<second)
            guard errorLine.name == "error", errorLine.numbers.count == 1, let errorLength = errorLine.numbers[0] else {
                break
            }
            guard bytes.count >= second + 1 + errorLength else { return nil }
            let error = Array(bytes[(second + 1)..<(second + 1 + errorLength)])
            let output = Array(bytes[body..<outputEnd])
            return (.threw(position: position, output: output, error: error), second + 1 + errorLength)
        case "fresh" where numbers.isEmpty:
            return (.fresh, body)
        default:
            break
        }
        let header = String(decoding: bytes[offset..<newline], as: UTF8.self)
        return (header.hasPrefix("fail ") ? .fail(String(header.dropFirst(5))) : .unreadable(header), body)
    }

    /// A line's first word, and the words after it as numbers (nil for a word that is not a decimal
    /// number). Read byte by byte: splitting strings was a tenth of the builder's time in `check`.
    static func words(_ bytes: [UInt8], _ range: Range<Int>) -> (name: String, numbers: [Int?]) {
        bytes.withUnsafeBufferPointer { buffer in
            var name: String?
            var numbers: [Int?] = []
            var index = range.lowerBound
            while index < range.upperBound {
                if buffer[index] == UInt8(ascii: " ") {
                    index += 1
                    continue
                }
                let start = index
                var value: Int? = 0
                while index < range.upperBound, buffer[index] != UInt8(ascii: " ") {
                    let byte = buffer[index]
                    if let current = value, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"),
                        current < Int.max / 10 - 10
                    {
                        value = current * 10 + Int(byte - UInt8(ascii: "0"))
                    } else {
                        value = nil
                    }
                    index += 1
                }
                if name == nil {
                    name = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                } else {
                    numbers.append(value)
                }
            }
            return (name ?? "", numbers)
        }
    }

    /// The next line end at or after `offset` (memchr speed, even in a debug build of the builder).
    private static func newline(in bytes: [UInt8], from offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        var newline = UInt8(ascii: "\n")
        let found = bytes.withUnsafeBytes {
            lessonbuild_find_bytes($0.baseAddress! + offset, $0.count - offset, &newline, 1)
        }
        return found < 0 ? nil : offset + found
    }
}
