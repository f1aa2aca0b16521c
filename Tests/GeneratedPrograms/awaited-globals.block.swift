// main.swift — an awaited global: its initialiser suspends, yet functions and types read it
func load(_ name: String) async -> [String] {
    await Task.yield()
    return [name, name.uppercased()]
}
let names = await load("ada")
func greeting() -> String { "Hello, \(names.joined(separator: " and "))" }
struct Badge { var text: String { names.last ?? "" } }
print(greeting())
print(Badge().text)
