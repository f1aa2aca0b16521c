// @MainActor classes and functions called from top-level code, which runs on the main actor.
@MainActor
final class ViewModel {
    private(set) var items: [String] = []
    var title: String { "\(items.count) items" }
    func load() async {
        let fetched = await fetch()
        items = fetched
    }
    nonisolated func fetch() async -> [String] { ["bir", "iki", "üç"] }
}
@MainActor func render(_ model: ViewModel) { print(model.title, model.items) }
let model = ViewModel()
render(model)
await model.load()
render(model)
print(MainActor.assumeIsolated { "assumed on main actor" })
