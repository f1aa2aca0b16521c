// Analytics tracking with protocol composition, a dependency container, and a spy used like a test double.
protocol EventTracking { func track(_ name: String, _ properties: [String: String]) }
protocol ScreenTracking { func screen(_ name: String) }
typealias AnalyticsService = EventTracking & ScreenTracking

final class ConsoleAnalytics: AnalyticsService {
    func track(_ name: String, _ properties: [String: String]) {
        let props = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        print("[event] \(name) {\(props)}")
    }
    func screen(_ name: String) { print("[screen] \(name)") }
}

final class SpyAnalytics: AnalyticsService {
    private(set) var events: [String] = []
    func track(_ name: String, _ properties: [String: String]) { events.append(name) }
    func screen(_ name: String) { events.append("screen:" + name) }
}

struct Dependencies {
    var analytics: AnalyticsService
    static var live = Dependencies(analytics: ConsoleAnalytics())
}

final class CheckoutViewModel {
    private let analytics: AnalyticsService
    init(dependencies: Dependencies = .live) { analytics = dependencies.analytics }
    func appear() { analytics.screen("Checkout") }
    func pay(amount: Int, method: String) { analytics.track("payment", ["amount": String(amount), "method": method]) }
}

let live = CheckoutViewModel()
live.appear()
live.pay(amount: 42, method: "card")

let spy = SpyAnalytics()
let tested = CheckoutViewModel(dependencies: Dependencies(analytics: spy))
tested.appear(); tested.pay(amount: 1, method: "cash"); tested.pay(amount: 2, method: "card")
print(spy.events, spy.events == ["screen:Checkout", "payment", "payment"] ? "PASS" : "FAIL")
Dependencies.live.analytics = spy
CheckoutViewModel().appear()
print(spy.events.count)
