// Typed throws, if and switch expressions, and do-catch with a concrete error type.
enum ParseError: Error, Equatable { case empty, notANumber(String) }
func parse(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    guard let n = Int(s) else { throw .notANumber(s) }
    return n
}
for input in ["42", "", "x1"] {
    do {
        let n = try parse(input)
        let size = if n > 10 { "big" } else { "small" }
        print(n, size)
    } catch {
        let message = switch error {
        case .empty: "empty input"
        case .notANumber(let s): "not a number: \(s)"
        }
        print(message, type(of: error), error)
    }
}
let r = Result { () throws(ParseError) -> Int in try parse("7") }
print(r)
func wrap() throws(any Error) -> Int { try parse("nope") }
do { _ = try wrap() } catch { print("wrapped:", error) }
