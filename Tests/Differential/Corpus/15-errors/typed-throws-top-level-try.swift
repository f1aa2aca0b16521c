// top-level do/catch with typed throws over a block error enum, plus try? and a successful try
enum ParseError: Error, CustomStringConvertible {
    case empty, notNumber(String)
    var description: String {
        switch self {
        case .empty: "empty input"
        case .notNumber(let s): "not a number: \(s)"
        }
    }
}
func parse(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    guard let n = Int(s) else { throw .notNumber(s) }
    return n
}
let ok = try parse("42")
print("parsed", ok)
for input in ["7", "", "x1"] {
    do {
        let n = try parse(input)
        print("ok", n)
    } catch {
        print("caught", error, type(of: error))
        switch error {
        case .empty: print("  was empty")
        case .notNumber: print("  bad")
        }
    }
}
print(try? parse("q") as Any)
let r = Result { try parse("9") }
print(r)
