// A tiny observable store that notifies per key path, like KVO, with closures registered per path.
final class Store<State> {
    private(set) var state: State
    private var observers: [(AnyKeyPath, (State) -> Void)] = []
    init(_ state: State) { self.state = state }
    func observe<V>(_ kp: KeyPath<State, V>, _ handler: @escaping (V) -> Void) {
        observers.append((kp, { handler($0[keyPath: kp]) }))
    }
    func update<V>(_ kp: WritableKeyPath<State, V>, to value: V) {
        state[keyPath: kp] = value
        for (path, handler) in observers where path == kp { handler(state) }
    }
}
struct AppState { var count = 0; var title = "Sayaç" }
let store = Store(AppState())
store.observe(\.count) { print("count is now \($0)") }
store.observe(\.title) { print("title is now \($0)") }
store.update(\.count, to: 1)
store.update(\.count, to: 2)
store.update(\.title, to: "Counter")
print(store.state)
