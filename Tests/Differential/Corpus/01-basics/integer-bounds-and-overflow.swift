// Integer types: bounds, overflow operators, and conversion between widths.
let minValue = UInt8.min
let maxValue = UInt8.max
print("UInt8 range: \(minValue)...\(maxValue)")
print("Int16 range:", Int16.min, Int16.max)
print("Int64 max:", Int64.max)
var potentialOverflow = Int8.max
potentialOverflow = potentialOverflow &+ 1
print("Int8.max &+ 1 =", potentialOverflow)
var unsignedOverflow = UInt8.min
unsignedOverflow = unsignedOverflow &- 1
print("UInt8.min &- 1 =", unsignedOverflow)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)
let (partial, overflow) = Int32.max.addingReportingOverflow(5)
print(partial, overflow)
print(UInt8(clamping: 300), Int8(truncatingIfNeeded: 200))
