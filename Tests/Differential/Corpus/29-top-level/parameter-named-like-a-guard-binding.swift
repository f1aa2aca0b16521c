// A function whose parameter is named like a top-level guard binding, called from a type
struct Config { let port: Int }
func describe(_ config: Config) -> String { "port \(config.port)" }
struct Banner { func show(_ c: Config) { print(describe(c)) } }
guard let config = Optional(Config(port: 80)) else { fatalError("no config") }
Banner().show(config)
