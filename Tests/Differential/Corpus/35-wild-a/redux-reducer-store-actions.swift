// A Redux-like store: enum actions with payloads, a pure reducer, middleware closures, dump of state.
struct AppState: Equatable {
    var todos: [Todo] = []
    var filter: Filter = .all
}
struct Todo: Equatable { var title: String; var done = false }
enum Filter { case all, active, completed }

enum Action {
    case add(String)
    case toggle(index: Int)
    case setFilter(Filter)
}

func reducer(_ state: inout AppState, _ action: Action) {
    switch action {
    case .add(let title): state.todos.append(Todo(title: title))
    case .toggle(let index): state.todos[index].done.toggle()
    case .setFilter(let filter): state.filter = filter
    }
}

typealias Middleware = (Action, AppState) -> Void

final class Store {
    private(set) var state = AppState()
    private var middleware: [Middleware]
    init(middleware: [Middleware]) { self.middleware = middleware }
    func dispatch(_ action: Action) {
        reducer(&state, action)
        middleware.forEach { $0(action, state) }
    }
    var visible: [Todo] {
        switch state.filter {
        case .all: return state.todos
        case .active: return state.todos.filter { !$0.done }
        case .completed: return state.todos.filter(\.done)
        }
    }
}

let logger: Middleware = { action, state in print("action:", action, "-> todos:", state.todos.count) }
let store = Store(middleware: [logger])
store.dispatch(.add("Buy milk"))
store.dispatch(.add("Write tests"))
store.dispatch(.toggle(index: 0))
store.dispatch(.setFilter(.active))
print(store.visible.map(\.title))
dump(store.state)
