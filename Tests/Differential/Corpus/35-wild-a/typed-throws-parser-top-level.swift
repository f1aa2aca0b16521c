// Typed throws (Swift 6 feature in Swift 5 mode): throws(ParseError), do/catch at top level sees the error type.
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}

func parsePercentage(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    guard let n = Int(text) else { throw .notANumber(text) }
    guard (0...100).contains(n) else { throw .outOfRange(n) }
    return n
}

func parseAll(_ texts: [String]) throws(ParseError) -> [Int] {
    try texts.map { (t: String) throws(ParseError) -> Int in try parsePercentage(t) }
}

for input in ["42", "", "abc", "140"] {
    do {
        let value = try parsePercentage(input)
        print("ok", value)
    } catch {
        switch error {
        case .empty: print("empty input")
        case .notANumber(let s): print("not a number: \(s)")
        case .outOfRange(let n): print("out of range: \(n)", error == .outOfRange(140))
        }
    }
}
let result = Result { () throws(ParseError) -> [Int] in try parseAll(["1", "2", "x"]) }
print(result)
print((try? parseAll(["10", "20"])) ?? [])
