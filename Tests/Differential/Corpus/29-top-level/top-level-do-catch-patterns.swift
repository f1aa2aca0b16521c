// do/catch at top level with enum patterns, where clauses, try?, try! and a rethrown error.
enum ParseError: Error { case empty, notNumber(String), tooLarge(Int) }
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notNumber(s) }
    if n > 100 { throw ParseError.tooLarge(n) }
    return n
}
for input in ["42", "", "abc", "500"] {
    do {
        let value = try parse(input)
        print("parsed", value)
    } catch ParseError.empty {
        print("empty input")
    } catch ParseError.tooLarge(let n) where n > 200 {
        print("way too large:", n)
    } catch {
        print("other:", error)
    }
}
print(try? parse("7") as Any, (try? parse("x")) as Any)
let sure = try! parse("99")
print(sure)
