// main.swift — a default argument that calls a main-actor function in a nonisolated function
// fails differently in Swift 5
@MainActor
func defaultTheme() -> String { "light" }

func applyTheme(_ name: String = defaultTheme()) {
    print("theme: \(name)")
}
