// main.swift — a throwing call inside a non-throwing function is not handled
struct ValidationError: Error {}

func validate(_ name: String) throws -> String {
    if name.isEmpty { throw ValidationError() }
    return name
}

func greet(_ name: String) -> String {
    let valid = try validate(name)
    return "Hello, \(valid)!"
}

print(greet("Sam"))
