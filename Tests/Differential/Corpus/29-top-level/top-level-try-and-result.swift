// Top-level try (succeeding), try? and a Result built at top level from throwing code.
enum ParseError: Error { case bad(String) }
func parse(_ s: String) throws -> [Int] {
    try s.split(separator: ",").map { part in
        guard let n = Int(part) else { throw ParseError.bad(String(part)) }
        return n
    }
}
let values = try parse("3,1,2")
print(values.sorted())
let maybe = try? parse("1,x")
print(maybe as Any)
let result = Result { try parse("4,5") }
print(result)
print(try parse("").isEmpty)
