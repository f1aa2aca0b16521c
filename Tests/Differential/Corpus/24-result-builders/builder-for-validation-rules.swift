// A result builder collecting validation rules as closures, evaluated against inputs.
struct Rule { let name: String; let check: (String) -> Bool }
@resultBuilder enum RulesBuilder {
    static func buildBlock(_ rules: Rule...) -> [Rule] { rules }
}
func validator(@RulesBuilder _ rules: () -> [Rule]) -> (String) -> [String] {
    let all = rules()
    return { input in all.filter { !$0.check(input) }.map(\.name) }
}
let passwordProblems = validator {
    Rule(name: "at least 8 characters") { $0.count >= 8 }
    Rule(name: "has a digit") { $0.contains(where: \.isNumber) }
    Rule(name: "has an uppercase letter") { $0.contains(where: \.isUppercase) }
}
for candidate in ["kısa", "uzunşifre", "Uzunşifre7"] {
    let problems = passwordProblems(candidate)
    print(candidate, problems.isEmpty ? "ok" : problems.joined(separator: ", "))
}
