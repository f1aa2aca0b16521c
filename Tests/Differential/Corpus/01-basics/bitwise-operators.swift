// Bitwise operators: NOT, AND, OR, XOR, shifts, and bit counting.
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8  = 0b00111111
print(String(firstSixBits & lastSixBits, radix: 2))
print(String(firstSixBits | lastSixBits, radix: 2))
print(String(firstSixBits ^ lastSixBits, radix: 2))
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
print((-4) >> 1, Int8(-128) >> 7)
print(0b1011.nonzeroBitCount, UInt16(1).leadingZeroBitCount, 8.trailingZeroBitCount)
