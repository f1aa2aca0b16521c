// Generator edge: try question at line end
func port() throws -> Int { 8080 }
let configured = try?
    port()
struct Server { var text: String { "\(configured ?? 0)" } }
print(Server().text)
