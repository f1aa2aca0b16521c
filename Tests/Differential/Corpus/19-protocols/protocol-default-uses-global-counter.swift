// protocol default implementations mutating a global counter, with dispatch through existentials
var calls: [String] = []
protocol Greeter { var name: String { get }; func greet() -> String }
extension Greeter {
    func greet() -> String { calls.append("default \(name)"); return "Hello, \(name)" }
    func shout() -> String { calls.append("shout"); return greet().uppercased() }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { calls.append("fancy \(name)"); return "Greetings, \(name)!" }
}
let all: [any Greeter] = [Plain(name: "Ece"), Fancy(name: "Irmak")]
for g in all { print(g.greet(), "/", g.shout()) }
print(calls)
print(calls.count)
