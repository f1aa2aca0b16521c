// Generator edge: awaited global iuo annotation
func loadName() async -> String? { "ada" }
let name: String! = await loadName()
struct Greeter { var text: String { "hi " + name } }
print(Greeter().text)
