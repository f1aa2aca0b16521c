// Custom operators declared at top level but only used inside type methods and protocol extensions.
infix operator <~: AssignmentPrecedence
infix operator ??=: AssignmentPrecedence
protocol Resettable { static var initial: Self { get } }
extension Resettable {
    static func <~ (lhs: inout Self, rhs: Self) { lhs = rhs }
    mutating func reset() { self <~ Self.initial }
}
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
struct Volume: Resettable { var level: Int; static var initial: Volume { Volume(level: 5) } }
struct Player {
    var volume = Volume(level: 9)
    var nickname: String?
    mutating func prepare() { volume.reset(); nickname ??= "oyuncu" }
}
var p = Player()
p.prepare()
print(p.volume.level, p.nickname!)
p.nickname = "ateş"
p.nickname ??= "ignored"
print(p.nickname!)
