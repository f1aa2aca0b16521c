// main.swift — a closure cannot capture a local variable declared after it
func makeGreeter() -> () -> String {
    let greet = { "Hello, \(name)" }
    let name = "Swift"
    return greet
}

print(makeGreeter()())
