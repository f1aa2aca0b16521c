// Classical ciphers with unicodeScalars: Caesar shift, Vigenère with a key stream, and a ROT13 round trip.
func shift(_ scalar: Unicode.Scalar, by k: Int) -> Unicode.Scalar {
    let v = scalar.value
    switch v {
    case 65...90: return Unicode.Scalar(UInt32((Int(v) - 65 + k % 26 + 26) % 26 + 65))!
    case 97...122: return Unicode.Scalar(UInt32((Int(v) - 97 + k % 26 + 26) % 26 + 97))!
    default: return scalar
    }
}
func caesar(_ s: String, _ k: Int) -> String {
    var out = String.UnicodeScalarView()
    for u in s.unicodeScalars { out.append(shift(u, by: k)) }
    return String(out)
}
func vigenere(_ s: String, key: String, decrypt: Bool = false) -> String {
    let ks = key.lowercased().unicodeScalars.map { Int($0.value) - 97 }
    var i = 0
    return String(String.UnicodeScalarView(s.unicodeScalars.map { u -> Unicode.Scalar in
        guard u.properties.isAlphabetic, u.isASCII else { return u }
        defer { i += 1 }
        return shift(u, by: decrypt ? -ks[i % ks.count] : ks[i % ks.count])
    }))
}
let plain = "Attack at Dawn! ÆØ 123"
print(caesar(plain, 3), "|", caesar(caesar(plain, 3), -3))
print(caesar(caesar("Hello, World", 13), 13), caesar("xyz", 29))
let secret = vigenere(plain, key: "LEMON")
print(secret, "|", vigenere(secret, key: "LEMON", decrypt: true))
print(plain.unicodeScalars.filter { !$0.isASCII }.map { "U+" + String($0.value, radix: 16, uppercase: true) })
