// if case, guard case, optional patterns and expression patterns outside switch.
enum Response { case success(Int), failure(String) }
let responses: [Response] = [.success(200), .failure("timeout"), .success(404)]
for r in responses {
    if case .success(let code) = r, code < 300 {
        print("ok", code)
    } else if case let .failure(reason) = r {
        print("failed:", reason)
    } else {
        print("other")
    }
}
let age: Int? = 25
if case let a? = age, a >= 18 { print("adult", a) }
if case 1...9 = 5 { print("5 is a single digit") }
func describe(_ value: Any) -> String {
    switch value {
    case let i as Int where i < 0: return "negative int"
    case is Int: return "int"
    case let s as String: return "string of \(s.count)"
    case let (a, b) as (Int, Int): return "pair \(a),\(b)"
    default: return "something else"
    }
}
print(describe(-1), describe(3), describe("hey"), describe((1, 2)), describe(2.5))
