// Custom string interpolation: extending DefaultStringInterpolation with labelled segments.
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int(value * scale + (value >= 0 ? 0.5 : -0.5))
        let whole = scaled / Int(scale), frac = abs(scaled % Int(scale))
        let fracText = String(frac)
        appendLiteral("\(whole).\(String(repeating: "0", count: decimals - fracText.count))\(fracText)")
    }
    mutating func appendInterpolation(list: [String]) {
        appendLiteral(list.count <= 1 ? list.joined() : list.dropLast().joined(separator: ", ") + " ve " + list.last!)
    }
}
print("Pi is about \(3.14159, decimals: 2)")
print("Ratio: \(2.0 / 3.0, decimals: 3)")
print("Katılımcılar: \(list: ["Ayşe", "Ali", "Aysel"])")
print("Tek: \(list: ["Ömer"])")
