// CustomStringConvertible global enum interpolated inside a closure stored in a global
enum Level: Int, CustomStringConvertible, CaseIterable {
    case low = 1, mid, high
    var description: String { "L\(rawValue)-\(String(describing: self == .high ? "max" : "ok"))" }
}
let render: (Level) -> String = { "[\($0)] \(String(reflecting: $0))" }
var formatters: [String: (Level) -> String] = ["short": { "\($0)" }, "long": render]
for l in Level.allCases { print(render(l)) }
for key in formatters.keys.sorted() { print(key, formatters[key]!(.mid)) }
print(Level.allCases)
print(Optional(Level.low) as Any)
debugPrint(Level.high)
