// Top-level await in main.swift calling async functions in sequence.
func fetchUserID(for name: String) async -> Int {
    name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 1000
}
func fetchGreeting(for id: Int) async -> String { "user #\(id) says merhaba" }
print("starting")
let id = await fetchUserID(for: "Ayşe")
print("id:", id)
let greeting = await fetchGreeting(for: id)
print(greeting)
for name in ["Elvin", "Murat"] {
    let id = await fetchUserID(for: name)
    print(name, id)
}
print("finished")
