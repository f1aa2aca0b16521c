// A type nested in an extension of Int, printed through every naming path
extension Int {
    struct Digits: CustomStringConvertible {
        var values: [Int]
        var description: String { values.map(String.init).joined(separator: "|") }
    }
    var digits: Digits { Digits(values: String(self).compactMap { $0.wholeNumberValue }) }
}
let d = 4096.digits
print(d)
print(String(reflecting: Int.Digits.self))
print(type(of: d))
debugPrint(d)
dump(d)
