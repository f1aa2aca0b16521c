// Setting every stored property before using self; a lazy property may reference self.
final class Greeter {
    let name: String
    let punctuation: String
    lazy var greeting: String = "Hello, \(name)\(punctuation)"
    lazy var shout: () -> String = { [unowned self] in self.greeting.uppercased() }
    init(name: String, excited: Bool) {
        self.name = name
        punctuation = excited ? "!" : "."
        print("initialised \(self.name)")
    }
}
let g = Greeter(name: "Fərid", excited: true)
print(g.greeting)
print(g.shout())
let calm = Greeter(name: "Ece", excited: false)
print(calm.greeting)
