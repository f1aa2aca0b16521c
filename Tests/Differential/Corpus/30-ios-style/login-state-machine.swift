// A login flow state machine: enum states with associated values, events, and invalid transitions logged.
enum LoginState: Equatable {
    case idle
    case editing(email: String)
    case submitting(email: String, attempt: Int)
    case loggedIn(user: String)
    case locked
}

enum LoginEvent { case type(String), submit, success(String), failure, logout }

struct LoginMachine {
    private(set) var state = LoginState.idle
    private var failures = 0

    mutating func send(_ event: LoginEvent) {
        let old = state
        switch (state, event) {
        case (.idle, .type(let text)), (.editing, .type(let text)):
            state = .editing(email: text)
        case (.editing(let email), .submit) where email.contains("@"):
            state = .submitting(email: email, attempt: failures + 1)
        case (.submitting(let email, _), .failure):
            failures += 1
            state = failures >= 3 ? .locked : .editing(email: email)
        case (.submitting, .success(let user)):
            failures = 0
            state = .loggedIn(user: user)
        case (.loggedIn, .logout):
            state = .idle
        default:
            print("  ignored \(event) in \(state)")
            return
        }
        print("\(old) → \(state)")
    }
}

var machine = LoginMachine()
let script: [LoginEvent] = [.submit, .type("ayse"), .submit, .type("ayse@ornek.com"), .submit, .failure,
                            .submit, .success("Ayşe"), .logout, .type("x@y.z"), .submit, .failure, .submit, .failure, .type("?")]
for event in script { machine.send(event) }
print("final:", machine.state)
