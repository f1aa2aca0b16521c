// a global initialised with await, read by a type
func load() async -> [String] { ["a", "b"] }
let items = await load()
struct Printer { func show() { print("items:", items) } }
Printer().show()
extension Array where Element == String { func shout() -> [String] { map { $0.uppercased() } } }
print(items.shout())
