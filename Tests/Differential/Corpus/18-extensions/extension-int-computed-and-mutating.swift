// Extensions of Int: computed properties, a mutating method, a subscript and a nested enum.
extension Int {
    var squared: Int { self * self }
    mutating func square() { self = self * self }
    func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind { self > 0 ? .positive : self == 0 ? .zero : .negative }
}
print(7.squared)
var someInt = 3
someInt.square()
print(someInt)
3.repetitions { print("Hello!") }
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
for number in [3, 19, -27, 0, -6, 7] {
    switch number.kind {
    case .negative: print("- ", terminator: "")
    case .zero: print("0 ", terminator: "")
    case .positive: print("+ ", terminator: "")
    }
}
print("")
