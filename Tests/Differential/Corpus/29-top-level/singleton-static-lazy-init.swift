// A static shared singleton is created lazily on first access, while globals initialise in order.
final class Analytics {
    static let shared = Analytics()
    private(set) var events: [String] = []
    private init() { print("Analytics created") }
    func track(_ event: String) { events.append(event) }
}
print("app launched")
let launchMessage = { () -> String in print("computing launch message"); return "ready" }()
print(launchMessage)
Analytics.shared.track("open")
Analytics.shared.track("tap")
print(Analytics.shared.events)
