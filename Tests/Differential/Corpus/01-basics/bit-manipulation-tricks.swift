// Bit manipulation helpers: set bits, powers of two, reversing bits, masks and binary strings.
extension FixedWidthInteger {
    var binary: String {
        (0..<bitWidth).reversed().map { (self >> $0) & 1 == 1 ? "1" : "0" }.joined()
    }
}

func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }

func reverseBits(_ value: UInt8) -> UInt8 {
    var result: UInt8 = 0
    var v = value
    for _ in 0..<8 {
        result = (result << 1) | (v & 1)
        v >>= 1
    }
    return result
}

let samples: [UInt8] = [0, 1, 6, 0b1011_0000, 255]
for s in samples {
    print(s.binary, "ones:", s.nonzeroBitCount, "lead:", s.leadingZeroBitCount,
          "trail:", s.trailingZeroBitCount, "rev:", reverseBits(s).binary)
}
print((1...20).filter(isPowerOfTwo))

struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
}
var perms: Permissions = [.read, .execute]
print(perms.rawValue, perms.contains(.write))
perms.insert(.write)
perms.remove(.read)
print(perms.rawValue.binary, perms == [.write, .execute])

let x = 0b1100, y = 0b1010
print(x & y, x | y, x ^ y, ~x, x << 2, -16 >> 2, UInt8(0b1000_0001).byteSwapped)
print(Int32(-1).binary, (Int8.min).binary, UInt16(0xBEEF).littleEndian == 0xBEEF)
