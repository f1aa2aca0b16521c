// A hand-written type eraser (AnyPrinter) wrapping different generic printers.
protocol Printer {
    associatedtype Value
    func render(_ value: Value) -> String
}
struct UppercasePrinter: Printer { func render(_ value: String) -> String { value.uppercased() } }
struct BracketPrinter: Printer { func render(_ value: String) -> String { "[\(value)]" } }
struct AnyPrinter<Value>: Printer {
    private let _render: (Value) -> String
    init<P: Printer>(_ p: P) where P.Value == Value { _render = p.render }
    func render(_ value: Value) -> String { _render(value) }
}
let printers = [AnyPrinter(UppercasePrinter()), AnyPrinter(BracketPrinter())]
for p in printers { print(p.render("salam")) }
print(printers.reduce("x") { acc, p in p.render(acc) })
