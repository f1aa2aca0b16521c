/// FNV-1a, 64 bit: a stable fingerprint of a block's code, identical in every process and build
/// (Swift's `Hasher` is seeded per process, so it cannot be used to match a block with its compiled form).
public func stableDigest(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}
