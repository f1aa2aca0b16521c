// A main-actor model kept in a global of awaiting top-level code, read by a main-actor view type
@MainActor final class AppModel {
    var items: [String] = []
    func load() async { items = ["a", "b"] }
}
let model = AppModel()
@MainActor struct ContentView { func render() { print(model.items) } }
await model.load()
ContentView().render()
