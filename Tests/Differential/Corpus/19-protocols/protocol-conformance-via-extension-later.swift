// Conformance declared in an extension placed before the type, with requirements met by existing members.
extension Robot: CustomStringConvertible {}
extension Robot: Comparable {
    static func < (lhs: Robot, rhs: Robot) -> Bool { lhs.serial < rhs.serial }
}
protocol Speaker { func speak() -> String }
extension Robot: Speaker {}
struct Robot: Equatable {
    let serial: Int
    var description: String { "Robot-\(serial)" }
    func speak() -> String { "beep \(serial)" }
}
let robots = [Robot(serial: 30), Robot(serial: 7), Robot(serial: 12)]
print(robots.sorted())
let speakers: [any Speaker] = robots
print(speakers.map { $0.speak() })
print(robots.max()!)
