// main.swift — a main-actor class initialiser called from a nonisolated synchronous function
// fails the same way in Swift 5
@MainActor
final class LoginViewModel {
    var email = ""
    init(email: String) { self.email = email }
}

func makeLoginScreen() -> LoginViewModel {
    LoginViewModel(email: "a@b.c")
}
