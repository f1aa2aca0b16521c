// Two types in one file sharing fileprivate details, as main.swift allows.
final class Engine {
    fileprivate var rpm = 0
    fileprivate func spin(to value: Int) { rpm = value }
}
struct Dashboard {
    let engine: Engine
    func accelerate() { engine.spin(to: engine.rpm + 1500) }
    var reading: String { "\(engine.rpm) rpm" }
}
let engine = Engine()
let dash = Dashboard(engine: engine)
dash.accelerate()
dash.accelerate()
print(dash.reading)
engine.rpm = 800
print(dash.reading)
