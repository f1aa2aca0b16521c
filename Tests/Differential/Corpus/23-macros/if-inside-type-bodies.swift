// #if blocks inside struct, enum and extension bodies at top level
struct Config {
    var name = "app"
    #if DEBUG
    var level = "debug"
    #else
    var level = "release"
    #endif
    #if swift(>=5.9)
    func describe() -> String { "\(name)/\(level)/5.9+" }
    #else
    func describe() -> String { "\(name)/\(level)/old" }
    #endif
}
enum Mode {
    case a
    #if os(Linux) || os(macOS)
    case unix
    #endif
    case b
}
extension Mode: CaseIterable {}
let c = Config()
print(c.describe())
print(Mode.allCases)
print(Mode.allCases.count)
extension Config {
    #if compiler(>=5.0)
    var modern: Bool { true }
    #endif
}
print(c.modern)
dump(c)
