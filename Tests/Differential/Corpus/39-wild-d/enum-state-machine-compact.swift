// An enum state machine written compactly: cases, transitions and a driver loop, with semicolons
enum State: String { case idle, running, paused, done }
enum Event { case start, pause, resume, finish }
func next(_ s: State, _ e: Event) -> State? {
    switch (s, e) { case (.idle, .start), (.paused, .resume): return .running; case (.running, .pause): return .paused; case (.running, .finish), (.paused, .finish): return .done; default: return nil }
}
var state = State.idle; var history = [state.rawValue]
for event in [Event.start, .pause, .pause, .resume, .finish, .start] {
    if let n = next(state, event) { state = n; history.append(n.rawValue) } else { history.append("(ignored \(event))") }
}
print(history.joined(separator: " → ")); print("final:", state)
