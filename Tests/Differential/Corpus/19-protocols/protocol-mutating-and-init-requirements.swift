// Protocol requirements for mutating methods and initialisers, implemented by struct, enum and class.
protocol Togglable { mutating func toggle() }
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() { self = self == .off ? .on : .off }
}
struct Counter: Togglable { var value = 0; mutating func toggle() { value = 1 - value } }
protocol Resettable { init() }
final class Session: Resettable { var token = "none"; required init() {} }
func fresh<T: Resettable>(_ type: T.Type) -> T { T() }
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)
var counter = Counter()
counter.toggle(); counter.toggle(); counter.toggle()
print(counter.value)
print(fresh(Session.self).token)
func toggleAll<T: Togglable>(_ items: inout [T]) { for i in items.indices { items[i].toggle() } }
var switches: [OnOffSwitch] = [.on, .off]
toggleAll(&switches)
print(switches)
