// "\(Self.self)", String(describing: self) and type(of: self) inside methods of generic and nested types.
protocol Describable { func describeType() -> String }
extension Describable {
    func describeType() -> String { "\(Self.self) / \(String(reflecting: Self.self))" }
}
struct Cache<Key: Hashable, Value>: Describable {
    struct Entry: Describable { var v: Value }
    func show() -> String { String(describing: self) }
}
final class Service: Describable, CustomStringConvertible {
    var description: String { "Service<\(type(of: self))>" }
    func me() -> String { String(describing: self) + " " + String(reflecting: self) }
}
enum Level: Describable { case low; func name() -> String { "\(self) in \(Self.self)" } }
print(Cache<String, Int>().describeType())
print(Cache<String, Int>.Entry(v: 1).describeType())
print(Cache<Int, [String]>().show())
print(Service().describeType(), Service().me())
print(Level.low.name(), Level.low.describeType())
