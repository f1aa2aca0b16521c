// One type extended in pieces scattered through the file, with usage statements in between.
struct Temperature { var celsius: Double }

let today = Temperature(celsius: 23.5)
print(today)

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}

print(today.fahrenheit, today.kelvin)

extension Temperature {
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    var kelvin: Double { celsius + 273.15 }
    init(fahrenheit: Double) { celsius = (fahrenheit - 32) * 5 / 9 }
}

let readings = [Temperature(fahrenheit: 212), today, Temperature(celsius: -4)]
print(readings.sorted(), readings.max()!)

extension Temperature: Comparable {
    static func < (a: Temperature, b: Temperature) -> Bool { a.celsius < b.celsius }
}

print(readings.map(\.feeling))

extension Temperature {
    var feeling: String {
        switch celsius {
        case ..<0: return "dondurucu"
        case 0..<20: return "serin"
        case 20..<30: return "ılık"
        default: return "sıcak"
        }
    }
}

extension Array where Element == Temperature {
    var average: Temperature { Temperature(celsius: map(\.celsius).reduce(0, +) / Double(count)) }
}
print(readings.average, [today, today].average == today)
