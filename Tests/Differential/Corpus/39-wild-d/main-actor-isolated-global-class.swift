// A @MainActor class held by a global and used from awaiting top-level code and a detached task
@MainActor
final class ViewModel {
    var items: [String] = []
    func load() { items = ["one", "two"] }
}
let model = ViewModel()
model.load()
let count = await Task.detached { await model.items.count }.value
print(model.items, count)
