// Exercism "Luhn" and "ISBN Verifier": static validation functions with guard, reversed digits and reduce.
enum Luhn {
    static func isValid(_ number: String) -> Bool {
        let stripped = number.filter { $0 != " " }
        guard stripped.count > 1, stripped.allSatisfy(\.isNumber) else { return false }
        let sum = stripped.reversed().compactMap(\.wholeNumberValue).enumerated().reduce(0) { total, pair in
            let (index, digit) = pair
            guard index % 2 == 1 else { return total + digit }
            let doubled = digit * 2
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum % 10 == 0
    }
}

struct IsbnVerifier {
    static func isValid(_ isbn: String) -> Bool {
        let chars = isbn.filter { $0 != "-" }
        guard chars.count == 10 else { return false }
        var total = 0
        for (i, c) in chars.enumerated() {
            let weight = 10 - i
            if let d = c.wholeNumberValue { total += d * weight }
            else if c == "X" && i == 9 { total += 10 }
            else { return false }
        }
        return total % 11 == 0
    }
}

for n in ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "055a 444 285"] {
    print("luhn \(n.debugDescription): \(Luhn.isValid(n))")
}
for i in ["3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "3-598-2X507-9", "359821507X"] {
    print("isbn \(i): \(IsbnVerifier.isValid(i))")
}
