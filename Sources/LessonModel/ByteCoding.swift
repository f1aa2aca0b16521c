/// A compact binary form for what the build cache keeps (names, rendered pages): unsigned LEB128 numbers
/// and length-prefixed UTF-8 strings, nothing else. Reading a JSON file of names cost more than rendering
/// the page that shows them; this form is read with one pass over the bytes, and a file cut short or
/// written by another format reads as nil (a cache miss), never as wrong values.
public struct ByteWriter {
    public private(set) var bytes: [UInt8] = []

    public init(reservingCapacity capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public mutating func number(_ value: Int) {
        precondition(value >= 0, "ByteWriter numbers are unsigned")
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            number(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// A string or nothing: a flag, then the string.
    public mutating func optional(_ value: String?) {
        if let value {
            number(1)
            string(value)
        } else {
            number(0)
        }
    }

    public mutating func strings(_ values: [String]) {
        number(values.count)
        for value in values { string(value) }
    }

    /// A digest, as its eight bytes.
    public mutating func word(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    public mutating func append(_ raw: [UInt8]) { bytes.append(contentsOf: raw) }
}

/// Reads what `ByteWriter` wrote, in the same order; every read is nil once the bytes run out or do not fit.
public struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read: a file with more than its format says is not one of its files.
    public var isAtEnd: Bool { position == bytes.count }

    public mutating func number() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 63 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value <= UInt64(Int.max) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    public mutating func string() -> String? {
        guard let count = number(), count <= bytes.count - position else { return nil }
        let start = position
        position += count
        return bytes.withUnsafeBufferPointer { buffer in
            String(validating: UnsafeBufferPointer(rebasing: buffer[start..<start + count]), as: UTF8.self)
        }
    }

    /// A string or nothing as `ByteWriter.optional` wrote it; nil (the outer optional) when malformed.
    public mutating func optional() -> String?? {
        switch number() {
        case 0: return .some(nil)
        case 1: return string().map { .some($0) }
        default: return nil
        }
    }

    public mutating func word() -> UInt64? {
        guard bytes.count - position >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[position + index]) << UInt64(8 * index) }
        position += 8
        return value
    }

    public mutating func strings() -> [String]? {
        guard let count = number(), count <= bytes.count - position else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }
}
