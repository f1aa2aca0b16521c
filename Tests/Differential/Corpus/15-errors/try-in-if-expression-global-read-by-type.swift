// A global initialised by an if expression whose branch uses try, read by a type
enum ParseError: Error { case bad }
func parse(_ s: String) throws -> Int { guard let n = Int(s) else { throw ParseError.bad }; return n }
let strict = true
let limit = if strict { try parse("10") } else { 100 }
struct Gate { func allows(_ n: Int) -> Bool { n <= limit } }
print(limit, Gate().allows(5), Gate().allows(50))
