// Static stored properties initialise on first use, top-level ones in order: the prints show when.
func note(_ s: String) -> String { print("init:", s); return s }
enum Config {
    static let apiHost = note("Config.apiHost")
    static var retries = { print("init: Config.retries"); return 3 }()
}
final class Registry {
    static let shared = Registry()
    init() { print("init: Registry.shared") }
    var names = [note("Registry.names")]
}
let appName = note("appName")
print("before first use of Config")
print(Config.retries)
let host = Config.apiHost
print(host, Config.apiHost)
print(Registry.shared.names, Registry.shared.names.count)
let version = note("version")
