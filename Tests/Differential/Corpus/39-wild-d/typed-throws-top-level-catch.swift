// Typed throws: functions throwing a concrete error type, caught at top level and in a do throws(E)
struct ParseError: Error { let code: Int; let input: String }
func parse(_ text: String) throws(ParseError) -> Int {
    guard let v = Int(text) else { throw ParseError(code: 22, input: text) }
    return v
}
do throws(ParseError) {
    print(try parse("12"))
    print(try parse("x1"))
} catch {
    print("code", error.code, "input", error.input)
}
let results: [Result<Int, ParseError>] = ["3", "no"].map { s in Result { () throws(ParseError) -> Int in try parse(s) } }
for case .failure(let e) in results { print("failed", e.input) }
