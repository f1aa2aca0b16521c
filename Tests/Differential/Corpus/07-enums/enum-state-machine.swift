// An enum-based traffic light state machine driven by events.
enum Light: String {
    case red, green, yellow
    func next(after seconds: Int) -> Light {
        switch (self, seconds) {
        case (.red, 30...): return .green
        case (.green, 25...): return .yellow
        case (.yellow, 5...): return .red
        default: return self
        }
    }
}
var light = Light.red
for elapsed in [10, 30, 25, 3, 5, 31] {
    let next = light.next(after: elapsed)
    print("\(light.rawValue) after \(elapsed)s -> \(next.rawValue)")
    light = next
}
