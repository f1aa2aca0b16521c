// Overloading ~= so that switch cases can match custom patterns (predicates, regex-free prefixes).
struct Prefix { let text: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }
func ~= <T>(predicate: (T) -> Bool, value: T) -> Bool { predicate(value) }
func route(_ path: String) -> String {
    switch path {
    case "/": return "home"
    case Prefix(text: "/users/"): return "user page"
    case Prefix(text: "/api"): return "api"
    default: return "not found"
    }
}
for path in ["/", "/users/42", "/api/v1", "/about"] { print(path, "->", route(path)) }
let isEven: (Int) -> Bool = { $0 % 2 == 0 }
for n in [3, 8] {
    switch n {
    case isEven: print(n, "even")
    default: print(n, "odd")
    }
}
