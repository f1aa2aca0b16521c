// if and switch used as expressions (Swift 5.9) for assignment and returns.
let temperature = 28
let feeling = if temperature > 25 { "hot" } else if temperature > 15 { "mild" } else { "cold" }
print(feeling)
enum Level { case low, medium, high }
func color(for level: Level) -> String {
    switch level {
    case .low: "green"
    case .medium: "yellow"
    case .high: "red"
    }
}
print([Level.low, .medium, .high].map(color(for:)))
let score = 73
let grade: Character = switch score {
case 90...: "A"
case 80..<90: "B"
case 70..<80: "C"
default: "F"
}
print("grade", grade)
let label = if score.isMultiple(of: 2) { "even" } else { "odd" }
print(label)
