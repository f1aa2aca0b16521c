// Protocols as types: arrays of any P, functions taking any P, and a dice game with delegates.
protocol RandomNumberGenerator { func random() -> Double }
final class SequenceGenerator: RandomNumberGenerator {
    private var values: [Double]
    private var index = 0
    init(_ values: [Double]) { self.values = values }
    func random() -> Double { defer { index = (index + 1) % values.count }; return values[index] }
}
final class Dice {
    let sides: Int
    let generator: any RandomNumberGenerator
    init(sides: Int, generator: any RandomNumberGenerator) { self.sides = sides; self.generator = generator }
    func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
let d6 = Dice(sides: 6, generator: SequenceGenerator([0.1, 0.5, 0.99, 0.34]))
for _ in 1...5 { print("Random dice roll is \(d6.roll())") }
