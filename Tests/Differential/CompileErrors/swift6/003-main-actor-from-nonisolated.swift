// main.swift — a main-actor method called synchronously from a nonisolated function
// fails the same way in Swift 5
@MainActor
final class ScreenModel {
    var title = "Home"
    func refresh() { title = "Updated" }
}

func reload(_ model: ScreenModel) {
    model.refresh()
}

print("ready")
