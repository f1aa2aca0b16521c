// Default implementations in a protocol extension, overridden by some conformers only.
protocol Greeter {
    var name: String { get }
    func greet() -> String
    func farewell() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)!" }
    func farewell() -> String { "Goodbye, \(name)." }
    func conversation() -> String { greet() + " … " + farewell() }
}
struct English: Greeter { let name: String }
struct Turkish: Greeter {
    let name: String
    func greet() -> String { "Merhaba, \(name)!" }
    func farewell() -> String { "Hoşça kal, \(name)." }
}
struct Azerbaijani: Greeter {
    let name: String
    func greet() -> String { "Salam, \(name)!" }
}
let greeters: [any Greeter] = [English(name: "Ann"), Turkish(name: "Ayşe"), Azerbaijani(name: "Aygün")]
for g in greeters { print(g.conversation()) }
