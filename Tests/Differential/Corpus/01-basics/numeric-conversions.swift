// Converting between numeric types and strings, with failure cases.
let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = Double(three) + pointOneFourOneFiveNine
let integerPi = Int(pi)
print(pi, integerPi)
let inputs = ["12", "-7", "3.5", "", "0x10", " 4", "1e3"]
for input in inputs {
    let asInt = Int(input).map(String.init) ?? "nil"
    let asDouble = Double(input).map { String($0) } ?? "nil"
    print("\"\(input)\": Int=\(asInt) Double=\(asDouble)")
}
print(String(42), String(3.0), String(describing: 1.25))
print(Float(0.1) == 0.1, Double(Float(0.1)) == 0.1)
print(UInt(7) + UInt(bitPattern: 1), Int8(bitPattern: 0xFF))
