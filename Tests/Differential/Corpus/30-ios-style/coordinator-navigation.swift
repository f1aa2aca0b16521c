// The coordinator pattern: screens report intents, a coordinator decides which screen comes next.
protocol Coordinator: AnyObject { func start() }
protocol OnboardingScreenDelegate: AnyObject { func didFinish(_ screen: OnboardingScreen) }
final class OnboardingScreen {
    weak var delegate: OnboardingScreenDelegate?
    let pages: [String]
    init(pages: [String]) { self.pages = pages }
    func show() { pages.forEach { print("onboarding page: \($0)") }; delegate?.didFinish(self) }
}
final class HomeScreen { func show(user: String) { print("home for \(user)") } }
final class AppCoordinator: Coordinator, OnboardingScreenDelegate {
    private var hasSeenOnboarding: Bool
    private(set) var history: [String] = []
    init(hasSeenOnboarding: Bool) { self.hasSeenOnboarding = hasSeenOnboarding }
    func start() {
        if hasSeenOnboarding { showHome() } else {
            let screen = OnboardingScreen(pages: ["Hoş geldiniz", "Bildirimler"])
            screen.delegate = self
            history.append("onboarding")
            screen.show()
        }
    }
    func didFinish(_ screen: OnboardingScreen) { hasSeenOnboarding = true; showHome() }
    private func showHome() { history.append("home"); HomeScreen().show(user: "misafir") }
}
for seen in [false, true] {
    let coordinator = AppCoordinator(hasSeenOnboarding: seen)
    coordinator.start()
    print(coordinator.history)
}
