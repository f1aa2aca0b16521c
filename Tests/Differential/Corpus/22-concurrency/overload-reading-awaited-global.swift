// Two overloads, one of which reads an awaited global
func load() async -> Int { 5 }
let base = await load()
func describe(_ x: Int) -> String { "int \(x + base)" }
func describe(_ x: String) -> String { "string \(x)" }
print(describe(1), describe("s"))
