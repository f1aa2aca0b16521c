// Optionals, double optionals and optional class instances through print, debugPrint and interpolation.
final class Token { let value = "abc" }
struct Badge: CustomStringConvertible { let level: Int; var description: String { "Badge(\(level))" } }
let maybeToken: Token? = Token()
let noToken: Token? = nil
let nested: Int?? = .some(nil)
let badge: Badge? = Badge(level: 3)
print(maybeToken as Any, noToken as Any)
print(nested as Any, Optional(Optional(5)) as Any)
print(badge as Any, "\(String(describing: badge))")
debugPrint(badge as Any)
debugPrint([badge, nil])
print([Optional("x"), nil])
let anyValues: [Any] = [Optional<Badge>.none as Any, badge!, maybeToken as Any]
for value in anyValues { print(value) }
