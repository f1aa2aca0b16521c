// Type aliases for numbers and numeric literal forms (binary, octal, hex, underscores).
typealias AudioSample = UInt16
typealias Meters = Double
var maxAmplitudeFound = AudioSample.min
maxAmplitudeFound = 512
let distance: Meters = 1_000.5
print(maxAmplitudeFound, distance)
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true))
print(Int("ff", radix: 16)!, Int("777", radix: 8)!)
let oneMillion = 1_000_000
print(oneMillion, type(of: oneMillion), type(of: distance))
print(MemoryLayout<AudioSample>.size, MemoryLayout<Meters>.size)
