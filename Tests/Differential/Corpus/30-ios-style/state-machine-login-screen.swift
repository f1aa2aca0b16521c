// A login screen state machine: states, events, transitions and a render function per state.
enum LoginState: Equatable { case idle, editing(String), loading, loggedIn(user: String), error(String) }
enum LoginEvent { case typed(String), submit, succeeded(String), failed(String), logout }
func reduce(_ state: LoginState, _ event: LoginEvent) -> LoginState {
    switch (state, event) {
    case (.idle, .typed(let s)), (.editing, .typed(let s)), (.error, .typed(let s)): return .editing(s)
    case (.editing(let s), .submit) where !s.isEmpty: return .loading
    case (.loading, .succeeded(let user)): return .loggedIn(user: user)
    case (.loading, .failed(let message)): return .error(message)
    case (.loggedIn, .logout): return .idle
    default: return state
    }
}
func render(_ state: LoginState) -> String {
    switch state {
    case .idle: return "Giriş yapın"
    case .editing(let s): return "Kullanıcı: \(s)"
    case .loading: return "Yükleniyor…"
    case .loggedIn(let user): return "Hoş geldin \(user)"
    case .error(let m): return "Hata: \(m)"
    }
}
var state = LoginState.idle
let events: [LoginEvent] = [.submit, .typed("ayse"), .submit, .failed("şifre yanlış"), .typed("ayse"), .submit, .succeeded("Ayşe"), .logout]
for event in events {
    state = reduce(state, event)
    print(render(state))
}
