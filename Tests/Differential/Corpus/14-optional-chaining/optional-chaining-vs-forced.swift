// Comparing optional chaining with forced unwrapping where the value is known to exist.
struct Config { var server: Server? }
struct Server { var host: String; var port: Int? }
var config = Config()
print(config.server?.host ?? "no server")
config.server = Server(host: "localhost", port: nil)
print(config.server!.host)
print(config.server?.port as Any)
config.server?.port = 8080
print(config.server!.port!)
config.server?.host += ":api"
print(config.server?.host ?? "")
let ports = [config.server?.port, nil, 443].compactMap { $0 }
print(ports)
