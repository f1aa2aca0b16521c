// A 32-bit FNV-1a string hash with wrapping &* and ^, printed in hex, plus overflow reporting.
func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return hash
}

for word in ["", "a", "swift", "şeker", "İzmir"] {
    let h = fnv1a(word)
    print("\(word.isEmpty ? "<empty>" : word): 0x\(String(h, radix: 16, uppercase: true)) bucket \(h % 8)")
}

var counter: UInt8 = 250
for _ in 0..<8 { counter = counter &+ 1 }
print("wrapped counter:", counter)

let (partial, overflow) = Int32.max.addingReportingOverflow(1)
print(partial, overflow)
let product = Int16(300).multipliedReportingOverflow(by: 300)
print(product.partialValue, product.overflow)
print(Int.max, Int.min, Int.max &+ 1 == Int.min)
print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200), UInt16(truncatingIfNeeded: -1))
print(Int8(clamping: 1000), UInt8(clamping: -5), Int(bitPattern: UInt.max))
print(0 &- UInt32(1), Int64.max &* 2)
