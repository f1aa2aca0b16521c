// Swift book extensions listings: Double length units, Int.repetitions, mutating square, subscript, nested Kind enum.
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}

extension Int {
    func repetitions(task: () -> Void) { for _ in 0..<self { task() } }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}

func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}

let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")
print("Three feet is \((3.0).ft) meters")
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt, 746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
print(Int.Kind.self, (-4).kind)
debugPrint(0.kind)
