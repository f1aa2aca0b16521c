// Typed throws (Swift 6): throws(ParseError) gives a concretely typed error in catch.
enum ParseError: Error { case empty, notANumber(String), outOfRange(Int) }
func parsePercent(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    guard let n = Int(text) else { throw .notANumber(text) }
    guard (0...100).contains(n) else { throw .outOfRange(n) }
    return n
}
for input in ["42", "", "abc", "150"] {
    do {
        let value = try parsePercent(input)
        print("ok \(value)%")
    } catch {
        switch error {
        case .empty: print("empty input")
        case .notANumber(let s): print("not a number: \(s)")
        case .outOfRange(let n): print("out of range: \(n)")
        }
    }
}
func sumPercents(_ items: [String]) throws(ParseError) -> Int {
    var total = 0
    for item in items { total += try parsePercent(item) }
    return total
}
print((try? sumPercents(["10", "20"])) as Any, (try? sumPercents(["10", "x"])) as Any)
