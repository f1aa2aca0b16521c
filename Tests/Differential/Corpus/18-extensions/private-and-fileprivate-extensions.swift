// private extension and fileprivate extension at top level adding helpers to standard and program types.
struct Invoice { var lines: [Int] }
private extension Invoice {
    var total: Int { lines.reduce(0, +) }
    func formatted() -> String { "Invoice(\(lines.count) lines, total \(total))" }
}
fileprivate extension Array where Element == Int {
    var evens: [Int] { filter { $0 % 2 == 0 } }
}
private extension String {
    static let separator = String(repeating: "=", count: 12)
}
let invoice = Invoice(lines: [120, 45, 300])
print(String.separator)
print(invoice.formatted())
print(invoice.lines.evens)
print(String.separator)
