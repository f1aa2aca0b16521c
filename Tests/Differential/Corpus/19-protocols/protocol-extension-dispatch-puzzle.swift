// Requirement versus extension-only methods: which implementation runs through a protocol or a concrete type.
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "Hello from the protocol" }
    func farewell() -> String { "Goodbye from the protocol" }
}

struct Turkish: Greeter {
    func greet() -> String { "Merhaba" }
    func farewell() -> String { "Hoşça kal" }
}

struct Silent: Greeter {}

class BaseGreeter: Greeter {}
class LoudGreeter: BaseGreeter {
    func greet() -> String { "HELLO!" }
}

let concrete = Turkish()
let existential: any Greeter = Turkish()
print(concrete.greet(), "|", concrete.farewell())
print(existential.greet(), "|", existential.farewell())
print(Silent().greet(), "|", Silent().farewell())

let loud = LoudGreeter()
let asBase: BaseGreeter = loud
let asProtocol: Greeter = loud
print(loud.greet(), "|", asBase.greet(), "|", asProtocol.greet())

func introduce<G: Greeter>(_ g: G) -> String { "\(type(of: g)) says \(g.greet()) and \(g.farewell())" }
print(introduce(concrete))
print(introduce(Silent()))
print(introduce(loud))
let everyone: [any Greeter] = [Turkish(), Silent(), LoudGreeter()]
print(everyone.map { $0.greet() })
