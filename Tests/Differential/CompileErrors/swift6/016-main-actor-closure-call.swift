// main.swift — a @MainActor closure called from a nonisolated synchronous function
// fails the same way in Swift 5
func perform(_ update: @MainActor () -> Void) {
    update()
}

perform {
    print("updating the UI")
}
