// main.swift — globals: read by a function and a type declared before them, set by statements in between
func report() -> String { "\(title): \(count) taps" }
struct Tapper {
    func tap() { count += 1 }
}
let title = "Button"
var count = 0 {
    didSet { print("count is now", count) }
}
Tapper().tap()
print(report())
count += 10
print(report())
