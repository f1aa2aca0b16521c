/// FNV-1a, 64 bit: a stable fingerprint of a block's code, identical in every process and build
/// (Swift's `Hasher` is seeded per process, so it cannot be used to match a block with its compiled form).
public func stableDigest(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { stableDigest(UnsafeRawBufferPointer($0)) }
}

/// The same fingerprint of raw bytes (a compiled module file).
public func stableDigest(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { stableDigest($0) }
}

private func stableDigest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return hash }
    // A pointer loop: the builder is often a debug build, where iterating a collection generically
    // costs more than the hashing itself.
    var pointer = start
    let end = start + bytes.count
    while pointer < end {
        hash ^= UInt64(pointer.pointee)
        hash = hash &* 0x0000_0100_0000_01b3
        pointer += 1
    }
    return hash
}
