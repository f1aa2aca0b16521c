// Swift book concurrency chapter style: an actor TemperatureLogger, a Sendable reading, nonisolated members.
struct TemperatureReading: Sendable, CustomStringConvertible {
    let measurement: Int
    let sensor: String
    var description: String { "\(sensor): \(measurement)°" }
}

actor TemperatureLogger {
    nonisolated let label: String
    var measurements: [Int]
    private(set) var max: Int

    init(label: String, measurement: Int) {
        self.label = label
        measurements = [measurement]
        max = measurement
    }
    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max { max = measurement }
    }
    func record(_ reading: TemperatureReading) { update(with: reading.measurement) }
    nonisolated var summary: String { "logger \(label)" }
}

extension TemperatureLogger {
    func convertFahrenheitToCelsius() { measurements = measurements.map { ($0 - 32) * 5 / 9 } }
}

let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(logger.label, logger.summary)
print(await logger.max)
await logger.update(with: 29)
await logger.record(TemperatureReading(measurement: 31, sensor: "roof"))
print(await logger.measurements, await logger.max)
await logger.convertFahrenheitToCelsius()
print(await logger.measurements)
let readings = [TemperatureReading(measurement: 12, sensor: "cellar"), TemperatureReading(measurement: 40, sensor: "attic")]
for reading in readings { await logger.record(reading) }
print(readings, await logger.max)
