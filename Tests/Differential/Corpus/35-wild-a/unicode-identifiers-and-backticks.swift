// Unicode identifiers and backticked keywords as names: `default`, `class`, `func`, Greek letters and emoji.
let π = 3.14159
let 半径 = 2.0
let 🐶 = "dog", 🐮 = "cow"
func alan(yarıçap r: Double) -> Double { π * r * r }

struct Style {
    var `default`: String
    var `class`: String
    static let `self` = "static self"
    func `func`() -> String { "called `func` on \(`class`)" }
}

enum Σ { case α, β(Int) }

let style = Style(default: "plain", class: "btn")
print(style.default, style.class, Style.`self`)
print(style.func())
print(alan(yarıçap: 半径))
print(🐶 + 🐮)
let letters: [Σ] = [.α, .β(2)]
print(letters)
debugPrint(letters)
let `let` = "a constant named let"
print(`let`)
