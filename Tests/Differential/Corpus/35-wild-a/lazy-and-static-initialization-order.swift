// Interview question: in what order do lazy properties, static stored properties and globals initialise?
func trace(_ label: String) -> String { print("init \(label)"); return label }

let firstGlobal = trace("first global")

struct Config {
    static let shared = Config()
    static var counter = trace("static counter")
    let name = trace("Config.name")
    lazy var expensive: String = trace("lazy expensive")
    init() { print("Config.init") }
}

final class Service {
    lazy var client: String = { trace("lazy client closure") }()
    static let instance: Service = { print("creating Service.instance"); return Service() }()
    init() { print("Service.init") }
}

print("— before touching Config")
var config = Config()
print("— before lazy")
print(config.expensive)
print(config.expensive)
print("— static counter:", Config.counter)
print("— shared:", Config.shared.name)
print("— service")
let s1 = Service.instance
let s2 = Service.instance
print(s1 === s2)
print(s1.client, s1.client)
let lastGlobal = trace("last global")
print(firstGlobal, lastGlobal)
