// Subscripts with labels, default parameters, multiple overloads and a static subscript.
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
    subscript(safe index: Int, default fallback: Int = -1) -> Int { index >= 0 ? multiplier * index : fallback }
    subscript(range: ClosedRange<Int>) -> [Int] { range.map { self[$0] } }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")
print(threeTimesTable[safe: -2], threeTimesTable[safe: -2, default: 0], threeTimesTable[safe: 4])
print(threeTimesTable[1...5])
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet { Planet(rawValue: n)! }
}
print(Planet[3], Planet[4].rawValue)
