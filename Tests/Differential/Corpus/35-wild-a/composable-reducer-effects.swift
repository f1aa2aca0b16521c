// A composable-architecture-like store: State, Action, a reducer returning Effects that feed actions back.
struct CounterState: Equatable { var count = 0; var fact: String?; var isLoading = false }

enum CounterAction: Equatable {
    case increment, decrement, factButtonTapped, factResponse(String)
}

enum Effect<Action> {
    case none
    case send(Action)
    case run(() -> Action)
}

func counterReducer(_ state: inout CounterState, _ action: CounterAction) -> Effect<CounterAction> {
    switch action {
    case .increment: state.count += 1; state.fact = nil; return .none
    case .decrement: state.count -= 1; state.fact = nil; return .none
    case .factButtonTapped:
        state.isLoading = true
        let n = state.count
        return .run { .factResponse("\(n) is \(n.isMultiple(of: 2) ? "even" : "odd")") }
    case .factResponse(let fact): state.isLoading = false; state.fact = fact; return .none
    }
}

final class Store<State, Action> {
    private(set) var state: State
    private let reducer: (inout State, Action) -> Effect<Action>
    init(initial: State, reducer: @escaping (inout State, Action) -> Effect<Action>) { state = initial; self.reducer = reducer }
    func send(_ action: Action) {
        print("send", action)
        switch reducer(&state, action) {
        case .none: break
        case .send(let next): send(next)
        case .run(let work): send(work())
        }
    }
}

let store = Store(initial: CounterState(), reducer: counterReducer)
[.increment, .increment, .increment, .decrement, .factButtonTapped].forEach(store.send)
print(store.state)
dump(store.state)
