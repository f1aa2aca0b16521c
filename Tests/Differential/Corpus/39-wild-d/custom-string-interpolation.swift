// Custom string interpolation segments added in an extension, with labels and defaults
extension DefaultStringInterpolation {
    mutating func appendInterpolation(hex value: Int, width: Int = 4) {
        let digits = String(value, radix: 16)
        appendLiteral(String(repeating: "0", count: max(0, width - digits.count)) + digits)
    }
    mutating func appendInterpolation<T>(list: [T], separator: String = ", ") {
        appendLiteral(list.map { "\($0)" }.joined(separator: separator))
    }
    mutating func appendInterpolation(_ flag: Bool, yes: String, no: String) { appendLiteral(flag ? yes : no) }
}
print("color #\(hex: 255, width: 6) and \(hex: 10)")
print("items: \(list: [1, 2, 3]) / \(list: ["a", "b"], separator: "|")")
print("door is \(true, yes: "open", no: "shut")")
