// Generic where clauses that mention protocols and types declared in this program.
protocol Unit { static var symbol: String { get } }
enum Meters: Unit { static let symbol = "m" }
enum Seconds: Unit { static let symbol = "s" }
struct Measurement<U: Unit>: CustomStringConvertible {
    var value: Double
    var description: String { "\(value) \(U.symbol)" }
}
extension Measurement where U == Meters {
    func perSecond(_ time: Measurement<Seconds>) -> String { "\(value / time.value) m/s" }
}
func total<U>(_ items: [Measurement<U>]) -> Measurement<U> where U: Unit {
    Measurement(value: items.reduce(0) { $0 + $1.value })
}
let legs = [Measurement<Meters>(value: 100), Measurement(value: 250.5)]
print(legs, total(legs))
print(total(legs).perSecond(Measurement<Seconds>(value: 50)))
func describeAll<C: Collection>(_ c: C) -> String where C.Element: CustomStringConvertible, C.Index == Int {
    c.indices.map { "\($0):\(c[$0])" }.joined(separator: " ")
}
print(describeAll(legs))
