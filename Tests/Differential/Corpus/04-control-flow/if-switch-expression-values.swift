// if and switch used as expressions for lets, returns and arguments, with a nested switch.
enum Weather { case sunny(temp: Int), rainy(mm: Int), snowy }
func advice(for w: Weather) -> String {
    switch w {
    case .sunny(let t) where t > 30: "stay inside"
    case .sunny: "go out"
    case .rainy(let mm): if mm > 10 { "take boots" } else { "take an umbrella" }
    case .snowy: "build a snowman"
    }
}
let forecast: [Weather] = [.sunny(temp: 35), .sunny(temp: 20), .rainy(mm: 15), .rainy(mm: 2), .snowy]
for w in forecast { print(advice(for: w)) }
let score = 72
let grade = if score >= 90 { "A" } else if score >= 70 { "C" } else { "F" }
print(grade)
let label: String = switch score % 2 { case 0: "even"; default: "odd" }
print(label, [1, 2].map { n in if n == 1 { "one" } else { "many" } })
