// Variadic statistics, inout normalisation and swapping, with default and labelled parameters.
func mean(_ values: Double...) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}

func describe(_ title: String, values: Int..., separator: String = ", ") -> String {
    "\(title): " + values.map(String.init).joined(separator: separator) + " (\(values.count))"
}

func normalize(_ values: inout [Double], to total: Double = 1) {
    let sum = values.reduce(0, +)
    guard sum != 0 else { return }
    for i in values.indices { values[i] = values[i] / sum * total }
}

func minMax(_ first: Int, _ rest: Int...) -> (min: Int, max: Int) {
    rest.reduce((first, first)) { (min($0.0, $1), max($0.1, $1)) }
}

func swapIfNeeded<T: Comparable>(_ a: inout T, _ b: inout T) -> Bool {
    guard a > b else { return false }
    swap(&a, &b)
    return true
}

print(mean(), mean(4), mean(1, 2, 3, 4))
print(describe("scores", values: 90, 72, 85))
print(describe("empty"), describe("pipes", values: 1, 2, separator: " | "))
var weights = [2.0, 3.0, 5.0]
normalize(&weights)
print(weights)
normalize(&weights, to: 100)
print(weights)
let bounds = minMax(7, 3, 9, -2)
print(bounds, bounds.min, bounds.max, minMax(5))
var a = "zeytin", b = "armut"
print(swapIfNeeded(&a, &b), a, b, swapIfNeeded(&a, &b))
var low = 10, high = 3
print(swapIfNeeded(&low, &high), low, high)
