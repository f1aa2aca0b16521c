/// FNV-1a, 64 bit: a stable fingerprint of a block's code, identical in every process and build
/// (Swift's `Hasher` is seeded per process, so it cannot be used to match a block with its compiled form).
public func stableDigest(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { fnv1a(UnsafeRawBufferPointer($0), from: fnvOffsetBasis) }
}

/// The same fingerprint of raw bytes (a compiled module file).
public func stableDigest(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { fnv1a($0, from: fnvOffsetBasis) }
}

/// The same fingerprint of many pieces, fed one at a time without joining them first. Each piece's length
/// goes in before it, so that no two sequences of pieces run together into the same bytes (`"ab", "c"` and
/// `"a", "bc"` differ).
public struct StableDigest {
    public private(set) var value = fnvOffsetBasis

    public init() {}

    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    public mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    private mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var length = UInt64(bytes.count).littleEndian
        value = withUnsafeBytes(of: &length) { fnv1a($0, from: value) }
        value = fnv1a(bytes, from: value)
    }
}

private let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

private func fnv1a(_ bytes: UnsafeRawBufferPointer, from start: UInt64) -> UInt64 {
    var hash = start
    guard let first = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return hash }
    // A pointer loop: the builder is often a debug build, where iterating a collection generically
    // costs more than the hashing itself.
    var pointer = first
    let end = first + bytes.count
    while pointer < end {
        hash ^= UInt64(pointer.pointee)
        hash = hash &* 0x0000_0100_0000_01b3
        pointer += 1
    }
    return hash
}
