// A sign-up form model: property wrappers for trimming, clamping and validation with projected values, plus a validator.
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    var wrappedValue: V {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { range.contains(value) && value != range.lowerBound }
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

struct Rule<Value> {
    let message: String
    let check: (Value) -> Bool
}

@propertyWrapper
struct Validated<Value> {
    var wrappedValue: Value { didSet { changes += 1 } }
    let rules: [Rule<Value>]
    private(set) var changes = 0
    init(wrappedValue: Value, _ rules: Rule<Value>...) { self.wrappedValue = wrappedValue; self.rules = rules }
    var projectedValue: [String] { rules.filter { !$0.check(wrappedValue) }.map(\.message) }
}

extension Rule where Value == String {
    static func minLength(_ n: Int) -> Rule { Rule(message: "at least \(n) characters") { $0.count >= n } }
    static var hasDigit: Rule { Rule(message: "needs a digit") { $0.contains(where: \.isNumber) } }
    static var email: Rule { Rule(message: "not an email") { s in
        let parts = s.split(separator: "@")
        return parts.count == 2 && parts[1].contains(".") && !parts[0].isEmpty
    } }
}

struct SignUpForm {
    @Trimmed var name: String = ""
    @Validated(.email) var email: String = ""
    @Validated(.minLength(8), .hasDigit) var password: String = ""
    @Clamped(13...120) var age: Int = 0
    @Clamped(0.0...1.0) var newsletterShare: Double = 0.5

    var errors: [String: [String]] {
        var e: [String: [String]] = [:]
        if name.isEmpty { e["name"] = ["required"] }
        if !$email.isEmpty { e["email"] = $email }
        if !$password.isEmpty { e["password"] = $password }
        if !$age { e["age"] = ["must be over 13"] }
        return e
    }
    var isValid: Bool { errors.isEmpty }
    var passwordEdits: Int { _password.changes }
}

func show(_ form: SignUpForm) {
    print("name=\(form.name.debugDescription) age=\(form.age) share=\(form.newsletterShare) valid=\(form.isValid)")
    for (field, messages) in form.errors.sorted(by: { $0.key < $1.key }) { print("  \(field): \(messages.joined(separator: ", "))") }
}

import Foundation
var form = SignUpForm()
show(form)
form.name = "   Grace Hopper \n"
form.email = "grace.navy.mil"
form.password = "cobol"
form.age = 7
show(form)
form.email = "grace@navy.mil"
form.password = "cobol1959"
form.age = 200
form.newsletterShare = -3
show(form)
print("password edited \(form.passwordEdits) times; age flag \(form.$age); email issues \(form.$email)")
