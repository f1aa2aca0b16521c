// A type's method calling a top-level function declared after the type, and vice versa.
struct Temperature {
    let celsius: Double
    func describe() -> String { "\(celsius)°C is \(classify(celsius))" }
}
func classify(_ c: Double) -> String {
    switch c {
    case ..<0: return "freezing"
    case ..<18: return "cool"
    case ..<28: return "pleasant"
    default: return "hot"
    }
}
func report(_ values: [Double]) -> [String] { values.map { Temperature(celsius: $0).describe() } }
for line in report([-3, 12.5, 22, 35]) { print(line) }
