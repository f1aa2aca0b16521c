// Unicode and emoji identifiers for globals, types, functions and cases
let π = 3.14159
let 半径 = 2.0
struct Kreis { var радиус: Double; var fläche: Double { π * радиус * радиус } }
enum Wetter { case 🌞sonnig, 🌧regen }
func 🚀(_ n: Int) -> String { String(repeating: "🚀", count: n) }
var 🐶 = "woof"; 🐶 += "!"
let café = "café"
print(Kreis(радиус: 半径).fläche)
print(🚀(3), 🐶, café.count, Wetter.🌧regen)
