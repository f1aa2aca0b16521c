// Bit manipulation: popcount, lowest set bit, gray code, overflow operators &+ &* and Int.max wrap-around.
func bits(_ x: UInt8) -> String {
    let s = String(x, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
for x: UInt8 in [0b1011_0000, 0b0000_0110, 255] {
    print(bits(x), "pop", x.nonzeroBitCount, "lsb", bits(x & (~x &+ 1)), "tz", x.trailingZeroBitCount)
}
print((0..<8).map { i in bits(UInt8(i ^ (i >> 1))) }.joined(separator: " "))
print(Int.max &+ 1 == Int.min, Int8.max &+ 1, UInt8(200) &* 2, Int16.min &- 1)
let (sum, overflow) = Int32.max.addingReportingOverflow(10)
print(sum, overflow)
var hash: UInt32 = 2166136261
for byte in "hello".utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
print("fnv1a(hello) =", hash, String(hash, radix: 16))
func isPowerOfTwo(_ n: Int) -> Bool { n > 0 && n & (n - 1) == 0 }
print((1...20).filter(isPowerOfTwo))
var mask = 0
for bit in [1, 3, 5] { mask |= 1 << bit }
print(mask, (0..<8).filter { mask >> $0 & 1 == 1 }, mask.leadingZeroBitCount)
print(UInt64.max.byteSwapped == UInt64.max, UInt16(0x1234).byteSwapped == 0x3412, (-8) >> 1, -8 / 2)
