// if and switch expressions as initializers, returns, assignments and in closures
enum Grade { case a, b, c }
func grade(_ score: Int) -> Grade {
    if score >= 90 { .a } else if score >= 75 { .b } else { .c }
}
func label(_ g: Grade) -> String {
    switch g {
    case .a: "excellent"
    case .b: "good"
    case .c: "keep going"
    }
}
let scores = [95, 80, 40]
let labels = scores.map { s in
    let g = grade(s)
    return switch g {
    case .a, .b: label(g).uppercased()
    case .c: label(g)
    }
}
var note: String
note = if labels.count > 2 { "three or more" } else { "few" }
print(labels, note)
let bonus = switch scores.max() ?? 0 {
case 90...: 10
case 50..<90: 5
default: 0
}
print(bonus)
