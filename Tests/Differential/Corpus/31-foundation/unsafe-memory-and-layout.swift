// MemoryLayout sizes and alignments, unsafe pointers, withUnsafeBytes and unsafeBitCast.
struct Packet { let flag: Bool; let id: Int32; let value: Double }
print(MemoryLayout<Packet>.size, MemoryLayout<Packet>.stride, MemoryLayout<Packet>.alignment)
print(MemoryLayout<Int?>.size, MemoryLayout<String>.size, MemoryLayout<[Int]>.size)
print(MemoryLayout<Packet>.offset(of: \.value) ?? -1)
let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 4)
pointer.initialize(repeating: 0, count: 4)
for i in 0..<4 { pointer[i] = i * i }
print(Array(UnsafeBufferPointer(start: pointer, count: 4)))
pointer.deinitialize(count: 4)
pointer.deallocate()
let number: UInt32 = 0x01020304
withUnsafeBytes(of: number.bigEndian) { print(Array($0)) }
print(unsafeBitCast(Float(1.0), to: UInt32.self) == 0x3F80_0000, Float(bitPattern: 0x4000_0000))
var bytes: [UInt8] = [1, 2, 3]
bytes.withUnsafeMutableBufferPointer { $0.reverse() }
print(bytes)
