// UTF-8, UTF-16 and Unicode scalar views of the same string.
let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 { print(codeUnit, terminator: " ") }
print("")
for codeUnit in dogString.utf16 { print(codeUnit, terminator: " ") }
print("")
for scalar in dogString.unicodeScalars { print(scalar.value, terminator: " ") }
print("")
for scalar in dogString.unicodeScalars { print(scalar, terminator: " ") }
print("")
let bytes: [UInt8] = [0x48, 0xC4, 0xB1, 0x7A]
print(String(decoding: bytes, as: UTF8.self))
print(Array("Əsə".utf8))
print(String(Character(Unicode.Scalar(0x15F)!)))
