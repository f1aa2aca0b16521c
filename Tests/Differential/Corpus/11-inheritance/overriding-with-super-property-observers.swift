// Adding property observers to an inherited property and overriding a stored property with a computed one.
class Thermometer {
    var reading: Double = 0
    var unit: String { "C" }
    func show() -> String { "\(reading)\(unit)" }
}
class LoggingThermometer: Thermometer {
    override var reading: Double {
        willSet { print("will change from \(reading) to \(newValue)") }
        didSet { print("changed; now \(show())") }
    }
}
class FahrenheitThermometer: LoggingThermometer {
    override var unit: String { "F" }
    override func show() -> String { "\(reading * 9 / 5 + 32)\(unit) (from \(super.show()))" }
}
let t = LoggingThermometer()
t.reading = 21.5
let f = FahrenheitThermometer()
f.reading = 100
