/// A JSON value that remembers the line it starts on, so a configuration error can name the line of the
/// key at fault. Foundation's `JSONSerialization` gives neither lines nor key order.
public indirect enum JSONValue: Equatable, Sendable {
    case object([(key: String, keyLine: Int, value: JSONNode)])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

/// A value and its 1-based line.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    public var line: Int
}

/// A syntax error: the line and what was expected.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String
}

/// A strict JSON reader (RFC 8259): no comments, no trailing commas; duplicate keys are an error.
public enum JSONDocument {
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func error(_ message: String) -> JSONSyntaxError { JSONSyntaxError(line: line, message: message) }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
            guard index < bytes.count, bytes[index] == byte else { throw error("expected \(what)") }
            index += 1
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth < 64 else { throw error("the JSON is nested too deeply") }
            guard index < bytes.count else { throw error("expected a value, found the end of the file") }
            let start = line
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, keyLine: Int, value: JSONNode)] = []
                // Looked up in a set: a search of the members so far made 100 000 keys take minutes.
                var keys = Set<String>()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return JSONNode(value: .object([]), line: start)
                }
                while true {
                    skipSpace()
                    let keyLine = line
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw error("expected a key in double quotes")
                    }
                    let key = try string()
                    if !keys.insert(key).inserted {
                        throw JSONSyntaxError(line: keyLine, message: "the key \"\(key)\" appears twice")
                    }
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
                    skipSpace()
                    let member = try value(depth: depth + 1)
                    members.append((key, keyLine, member))
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    return JSONNode(value: .object(members), line: start)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [JSONNode] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return JSONNode(value: .array([]), line: start)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect(UInt8(ascii: "]"), "',' or ']'")
                    return JSONNode(value: .array(items), line: start)
                }
            case UInt8(ascii: "\""):
                return JSONNode(value: .string(try string()), line: start)
            case UInt8(ascii: "t"):
                try word("true")
                return JSONNode(value: .bool(true), line: start)
            case UInt8(ascii: "f"):
                try word("false")
                return JSONNode(value: .bool(false), line: start)
            case UInt8(ascii: "n"):
                try word("null")
                return JSONNode(value: .null, line: start)
            default:
                return JSONNode(value: .number(try number()), line: start)
            }
        }

        mutating func word(_ text: String) throws(JSONSyntaxError) {
            let expected = Array(text.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("expected a value (a string, number, object, array, true, false or null)")
            }
            index += expected.count
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw error("expected a value (a string, number, object, array, true, false or null)")
            }
            return value
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1  // the opening quote
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    flush()
                    return String(scalars)
                }
                if byte < 0x20 {
                    throw error(
                        byte == 0x0A ? "a string is not closed on its line" : "a control character inside a string")
                }
                if byte == UInt8(ascii: "\\") {
                    flush()
                    index += 1
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{c}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        scalars.append(try escapedScalar())
                    default: throw error("an unknown escape \\\(Character(Unicode.Scalar(escape)))")
                    }
                    continue
                }
                raw.append(byte)
                index += 1
            }
            throw error("a string is never closed")
        }

        /// The character of a `\\u` escape (its `\\u` read): one code, or a high and a low surrogate as a pair.
        /// A surrogate on its own names no character: an error, as a string cannot hold it.
        mutating func escapedScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
            let code = try hex4()
            if (0xDC00..<0xE000).contains(code) {
                throw error("a \\u escape of a low surrogate without the high one before it")
            }
            guard (0xD800..<0xDC00).contains(code) else { return Unicode.Scalar(code)! }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw error("a \\u escape of a high surrogate without the low one after it")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
                throw error("a \\u escape of a high surrogate without the low one after it")
            }
            return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
            var code: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw error("expected four hex digits after \\u")
                }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }
    }
}
