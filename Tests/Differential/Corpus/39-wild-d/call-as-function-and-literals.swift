// callAsFunction and ExpressibleBy…Literal conformances, printed through description
struct Polynomial: ExpressibleByArrayLiteral, CustomStringConvertible {
    var coefficients: [Int]
    init(arrayLiteral elements: Int...) { coefficients = elements }
    func callAsFunction(_ x: Int) -> Int { coefficients.reversed().reduce(0) { $0 * x + $1 } }
    var description: String { coefficients.enumerated().map { "\($0.element)x^\($0.offset)" }.joined(separator: " + ") }
}
struct Tag: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, CustomDebugStringConvertible {
    let text: String
    init(stringLiteral value: String) { text = value }
    var debugDescription: String { "#" + text }
}
struct Flag: ExpressibleByBooleanLiteral, ExpressibleByNilLiteral { let on: Bool; init(booleanLiteral v: Bool) { on = v }; init(nilLiteral: ()) { on = false } }
struct Percent: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral { let v: Double; init(integerLiteral x: Int) { v = Double(x) }; init(floatLiteral x: Double) { v = x } }
let p: Polynomial = [1, 0, 2]
print(p, "at 3 =", p(3))
let t: Tag = "swift"; let u: Tag = "v\(5 + 1)"
debugPrint(t, u); print(t, [t])
let f: Flag = true; let g: Flag = nil; let q: Percent = 12; let r: Percent = 0.5
print(f.on, g.on, q.v, r.v)
