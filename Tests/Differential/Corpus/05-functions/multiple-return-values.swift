// Returning tuples and optional tuples from functions; implicit return.
func minMax(array: [Int]) -> (min: Int, max: Int)? {
    if array.isEmpty { return nil }
    var currentMin = array[0]
    var currentMax = array[0]
    for value in array[1..<array.count] {
        if value < currentMin { currentMin = value } else if value > currentMax { currentMax = value }
    }
    return (currentMin, currentMax)
}
if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(array: []) as Any)
func greeting(for person: String) -> String { "Hello, " + person + "!" }
print(greeting(for: "Dave"))
func divmod(_ a: Int, _ b: Int) -> (Int, Int) { (a / b, a % b) }
let (q, r) = divmod(17, 5)
print(q, r)
func stats(_ xs: [Double]) -> (mean: Double, range: ClosedRange<Double>) {
    (xs.reduce(0, +) / Double(xs.count), xs.min()!...xs.max()!)
}
print(stats([2, 4, 9]))
