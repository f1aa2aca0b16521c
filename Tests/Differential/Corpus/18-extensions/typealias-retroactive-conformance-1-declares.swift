// An extension of a type alias of Double declares a conformance of Double (pair: -2 must not see it)
typealias Celsius = Double
extension Celsius: Identifiable { public var id: Double { self } }
let readings: [Celsius] = [21.5, 19.0]
print(readings.map(\.id))
print(readings.sorted().first ?? 0)
