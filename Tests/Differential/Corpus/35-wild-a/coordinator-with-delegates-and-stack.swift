// Coordinator pattern without UIKit: a navigation stack global, delegates, and child coordinators.
var navigationStack: [String] = []

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

protocol LoginDelegate: AnyObject { func didLogin(user: String) }

extension Coordinator {
    func push(_ screen: String) {
        navigationStack.append(screen)
        print("push \(screen) -> \(navigationStack.joined(separator: " > "))")
    }
}

final class AppCoordinator: Coordinator, LoginDelegate {
    var children: [Coordinator] = []
    func start() {
        let login = LoginCoordinator()
        login.delegate = self
        children.append(login)
        login.start()
        login.submit(user: "zeynep")
    }
    func didLogin(user: String) {
        children.removeAll { $0 is LoginCoordinator }
        navigationStack.removeAll()
        push("Home(\(user))")
    }
}

final class LoginCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var delegate: LoginDelegate?
    func start() { push("Login") }
    func submit(user: String) {
        push("Loading")
        delegate?.didLogin(user: user)
    }
    deinit { print("LoginCoordinator released") }
}

let app = AppCoordinator()
app.start()
print("children:", app.children.count, "stack:", navigationStack)
