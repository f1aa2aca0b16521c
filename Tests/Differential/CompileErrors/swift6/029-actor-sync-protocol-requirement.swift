// main.swift — an actor cannot meet a synchronous protocol requirement with isolated state
// fails the same way in Swift 5
protocol Summary {
    var summary: String { get }
}

actor Thermometer: Summary {
    var readings: [Double] = []

    var summary: String { "\(readings.count) readings" }
}
