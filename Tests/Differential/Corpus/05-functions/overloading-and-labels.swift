// Overloading by parameter types, labels and return types.
func describe(_ value: Int) -> String { "Int \(value)" }
func describe(_ value: String) -> String { "String \"\(value)\"" }
func describe(_ value: Double) -> String { "Double \(value)" }
func describe(_ values: [Int]) -> String { "Array of \(values.count)" }
print(describe(3), describe("x"), describe(2.5), describe([1, 2]))
func area(width: Double, height: Double) -> Double { width * height }
func area(radius: Double) -> Double { 3.0 * radius * radius }
func area(side: Double) -> Double { side * side }
print(area(width: 2, height: 3), area(radius: 1), area(side: 4))
func make() -> Int { 1 }
func make() -> String { "one" }
let i: Int = make()
let s: String = make()
print(i, s)
func move(from start: Int, to end: Int) -> String { "\(start)→\(end)" }
print(move(from: 1, to: 5))
