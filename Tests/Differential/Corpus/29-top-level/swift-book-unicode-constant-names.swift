// The Swift book's Unicode constant names (π, 你好, 🐶🐮) next to a struct that reads a global setting.
let π = 3.14159
let 你好 = "你好世界"
let 🐶🐮 = "dogcow"
var decimals = 2
struct Circle {
    var radius: Double
    var area: String { String(Int(π * radius * radius * pow10(decimals))) }
    func pow10(_ n: Int) -> Double { (0..<n).reduce(1.0) { acc, _ in acc * 10 } }
}
print(π, 你好, 🐶🐮)
print(Circle(radius: 2).area)
