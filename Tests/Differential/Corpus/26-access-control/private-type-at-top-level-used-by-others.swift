// A private top-level type and private function used by an internal type in the same file.
private struct Formatter {
    let prefix: String
    func format(_ n: Int) -> String { "\(prefix)\(n)" }
}
private func makeFormatter() -> Formatter { Formatter(prefix: "№") }
struct Invoice {
    let number: Int
    var title: String { makeFormatter().format(number) }
}
let invoices = [Invoice(number: 7), Invoice(number: 12)]
print(invoices.map(\.title))
private let defaultNumber = 1
print(Invoice(number: defaultNumber).title)
