// A Redux/TCA-style store: state, actions, a pure reducer, effects, middleware logging and subscriptions.
struct AppState: Equatable {
    var counter = 0
    var todos: [String] = []
    var isLoading = false
    var error: String?
    var history: [Int] = []
}

enum AppAction: Equatable {
    case increment, decrement, reset
    case add(String)
    case removeAt(Int)
    case loadRequested
    case loaded([String])
    case failed(String)
}

enum Effect {
    case none
    case run(() -> [AppAction])
}

typealias Reducer<State, Action> = (inout State, Action) -> Effect
typealias Middleware = (AppState, AppAction) -> Void

let appReducer: Reducer<AppState, AppAction> = { state, action in
    switch action {
    case .increment:
        state.history.append(state.counter)
        state.counter += 1
    case .decrement where state.counter > 0:
        state.history.append(state.counter)
        state.counter -= 1
    case .decrement:
        state.error = "counter cannot go below zero"
    case .reset:
        state = AppState()
    case .add(let title) where !title.isEmpty:
        state.todos.append(title)
    case .add:
        state.error = "empty title"
    case .removeAt(let i) where state.todos.indices.contains(i):
        state.todos.remove(at: i)
    case .removeAt(let i):
        state.error = "no todo at \(i)"
    case .loadRequested:
        state.isLoading = true
        let page = state.todos.count
        return .run { page < 5 ? [.loaded(["fetched \(page + 1)", "fetched \(page + 2)"])] : [.failed("server busy")] }
    case .loaded(let items):
        state.isLoading = false
        state.todos += items
    case .failed(let message):
        state.isLoading = false
        state.error = message
    }
    return .none
}

final class Store<State: Equatable, Action> {
    private(set) var state: State
    private let reducer: Reducer<State, Action>
    private var subscribers: [(State) -> Void] = []
    private var middleware: [(State, Action) -> Void] = []
    private(set) var dispatchCount = 0

    init(initial: State, reducer: @escaping Reducer<State, Action>) {
        state = initial
        self.reducer = reducer
    }
    func subscribe(_ body: @escaping (State) -> Void) { subscribers.append(body); body(state) }
    func use(_ m: @escaping (State, Action) -> Void) { middleware.append(m) }

    func send(_ action: Action) {
        dispatchCount += 1
        middleware.forEach { $0(state, action) }
        let old = state
        let effect = reducer(&state, action)
        if state != old { subscribers.forEach { $0(state) } }
        if case .run(let work) = effect as? Effect { for next in work() { send(next as! Action) } }
    }
}

let store = Store(initial: AppState(), reducer: appReducer)
let logger: Middleware = { state, action in print("→ \(action)  (counter \(state.counter), \(state.todos.count) todos)") }
store.use(logger)
var renders = 0
store.subscribe { state in
    renders += 1
    let flag = state.isLoading ? " ⏳" : ""
    let err = state.error.map { " ⚠︎ \($0)" } ?? ""
    print("   render #\(renders): \(state.counter) \(state.todos)\(flag)\(err)")
}

let actions: [AppAction] = [.increment, .increment, .decrement, .add("write tests"), .add(""), .loadRequested,
                            .removeAt(7), .removeAt(0), .loadRequested, .loadRequested, .decrement, .decrement, .decrement]
actions.forEach(store.send)
print("history:", store.state.history, "dispatches:", store.dispatchCount)
store.send(.reset)
print(store.state == AppState(), renders)
