// Exercism "Space Age": planet orbital periods in an enum, a struct with dynamic per-planet ages, rounding.
import Foundation

enum Planet: String, CaseIterable {
    case mercury, venus, earth, mars, jupiter, saturn, uranus, neptune
    var orbitalPeriod: Double {
        switch self {
        case .mercury: return 0.2408467
        case .venus: return 0.61519726
        case .earth: return 1.0
        case .mars: return 1.8808158
        case .jupiter: return 11.862615
        case .saturn: return 29.447498
        case .uranus: return 84.016846
        case .neptune: return 164.79132
        }
    }
}

struct SpaceAge {
    static let earthYearSeconds = 31_557_600.0
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    func on(_ planet: Planet) -> Double {
        (seconds / SpaceAge.earthYearSeconds / planet.orbitalPeriod * 100).rounded() / 100
    }
}

let age = SpaceAge(1_000_000_000)
for planet in Planet.allCases {
    print(planet.rawValue.capitalized.padding(toLength: 8, withPad: " ", startingAt: 0), age.on(planet))
}
print(SpaceAge(2_134_835_688).on(.mercury), SpaceAge(189_839_836).on(.venus))
