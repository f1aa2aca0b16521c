// A traffic light state machine: enum with next(), CustomStringConvertible, a global tick counter, dump.
var ticks = 0

enum Light: CaseIterable, CustomStringConvertible {
    case red, redAmber, green, amber

    var duration: Int {
        switch self {
        case .red: return 3
        case .redAmber: return 1
        case .green: return 4
        case .amber: return 1
        }
    }
    mutating func next() {
        let all = Self.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
    var description: String {
        switch self {
        case .red: return "🔴"
        case .redAmber: return "🔴🟠"
        case .green: return "🟢"
        case .amber: return "🟠"
        }
    }
}

var light = Light.red
var timeline: [String] = []
while ticks < 12 {
    timeline.append("\(ticks):\(light)")
    ticks += light.duration
    light.next()
}
print(timeline.joined(separator: " "))
print(light, String(describing: light), String(reflecting: light))
dump(Light.allCases)
