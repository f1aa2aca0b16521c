// Form validation with a Rule protocol, closures-as-rules, a validator generic over its field key type.
protocol Rule {
    func validate(_ value: String) -> String?
}

struct NonEmpty: Rule { func validate(_ v: String) -> String? { v.isEmpty ? "is required" : nil } }
struct MinLength: Rule {
    let n: Int
    func validate(_ v: String) -> String? { v.count < n ? "must be at least \(n) characters" : nil }
}
struct Predicate: Rule {
    let message: String
    let test: (String) -> Bool
    func validate(_ v: String) -> String? { test(v) ? nil : message }
}

enum Field: String, CaseIterable { case email, password, nickname }

struct Validator<Key: Hashable & RawRepresentable> where Key.RawValue == String {
    private var rules: [Key: [Rule]] = [:]
    mutating func add(_ key: Key, _ newRules: Rule...) { rules[key, default: []] += newRules }
    func errors(for form: [Key: String]) -> [String] {
        rules.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { key in
            rules[key]!.compactMap { $0.validate(form[key] ?? "") }.map { "\(key.rawValue) \($0)" }
        }
    }
}

var validator = Validator<Field>()
validator.add(.email, NonEmpty(), Predicate(message: "must contain @") { $0.contains("@") })
validator.add(.password, NonEmpty(), MinLength(n: 8))
validator.add(.nickname, Predicate(message: "must be lowercase") { $0 == $0.lowercased() })

let forms: [[Field: String]] = [
    [.email: "lale@example.az", .password: "correct horse", .nickname: "lale"],
    [.email: "nope", .password: "short", .nickname: "Lale"],
    [:],
]
for form in forms {
    let errors = validator.errors(for: form)
    print(errors.isEmpty ? "valid" : errors.joined(separator: "; "))
}
