// Rosetta Code: Caesar cipher and run-length encoding as String extensions, with round-trip checks.
extension String {
    func caesar(shift: Int) -> String {
        String(unicodeScalars.map { scalar -> Character in
            for base in ["a", "A"].map({ Unicode.Scalar($0)!.value }) where (base..<base + 26).contains(scalar.value) {
                let shifted = (Int(scalar.value - base) + shift % 26 + 26) % 26
                return Character(Unicode.Scalar(base + UInt32(shifted))!)
            }
            return Character(scalar)
        })
    }

    var runLengthEncoded: String {
        var out = "", previous: Character?, count = 0
        for c in self + "\0" {
            if c == previous { count += 1; continue }
            if let p = previous { out += (count > 1 ? String(count) : "") + String(p) }
            previous = c; count = 1
        }
        return out
    }

    var runLengthDecoded: String {
        var out = "", digits = ""
        for c in self {
            if c.isNumber { digits.append(c) } else { out += String(repeating: c, count: Int(digits) ?? 1); digits = "" }
        }
        return out
    }
}

let message = "The quick brown fox Jumped over the lazy Dog!"
let secret = message.caesar(shift: 11)
print(secret)
print(secret.caesar(shift: -11), secret.caesar(shift: -11) == message)
for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "AABCCCDEEEE", "", "  hsqq qww  "] {
    let encoded = s.runLengthEncoded
    print(encoded.debugDescription, encoded.runLengthDecoded == s)
}
