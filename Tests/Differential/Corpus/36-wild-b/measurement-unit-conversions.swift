// Measurement conversions a fitness-app tutorial makes: distance, speed, energy and temperature.
import Foundation

let run = Measurement(value: 10, unit: UnitLength.kilometers)
print(run.converted(to: .miles).value.rounded(toPlaces: 3), "mi")
let pace = Measurement(value: 12, unit: UnitSpeed.kilometersPerHour)
print(pace.converted(to: .metersPerSecond).value.rounded(toPlaces: 3), "m/s")
let energy = Measurement(value: 500, unit: UnitEnergy.kilocalories)
print(energy.converted(to: .kilojoules).value.rounded(toPlaces: 1), "kJ")
let body = Measurement(value: 98.6, unit: UnitTemperature.fahrenheit)
print(body.converted(to: .celsius).value.rounded(toPlaces: 2), "°C")
let total = Measurement(value: 1.5, unit: UnitLength.kilometers) + Measurement(value: 800, unit: UnitLength.meters)
print(total.converted(to: .meters).value, total.unit.symbol)
print(run > Measurement(value: 6, unit: UnitLength.miles))

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
}
