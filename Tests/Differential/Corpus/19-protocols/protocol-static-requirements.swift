// Static requirements in protocols: a static factory and a static property used generically.
protocol Defaultable { static var defaultValue: Self { get } }
extension Int: Defaultable { static var defaultValue: Int { 0 } }
extension String: Defaultable { static var defaultValue: String { "—" } }
struct Settings: Defaultable {
    var volume: Int
    static var defaultValue: Settings { Settings(volume: 5) }
}
func valueOrDefault<T: Defaultable>(_ value: T?) -> T { value ?? T.defaultValue }
print(valueOrDefault(Int("x")), valueOrDefault(Optional("set")), valueOrDefault(nil as String?))
print(valueOrDefault(nil as Settings?))
protocol Shape { static func named(_ name: String) -> Self? }
enum Basic: String, Shape { case circle, square; static func named(_ name: String) -> Basic? { Basic(rawValue: name) } }
print(Basic.named("square") as Any, Basic.named("blob") as Any)
