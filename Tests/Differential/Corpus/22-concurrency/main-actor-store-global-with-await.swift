// A @MainActor store held by a global in top-level code that awaits: globals are never freed.
@MainActor final class Store {
    private(set) var items: [String] = []
    func add(_ item: String) { items.append(item) }
    deinit { print("store freed") }
}
func loadDefaults() async -> [String] { await Task.yield(); return ["çay", "simit"] }
let store = Store()
for item in await loadDefaults() { store.add(item) }
print(store.items)
