// A NotificationCenter-like observer registry with names, posting order and removal by token.
final class EventCenter {
    struct Token: Hashable { let id: Int }
    private var nextID = 0
    private var observers: [(token: Token, name: String, block: ([String: String]) -> Void)] = []
    @discardableResult
    func addObserver(for name: String, using block: @escaping ([String: String]) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, name, block))
        return token
    }
    func removeObserver(_ token: Token) { observers.removeAll { $0.token == token } }
    func post(_ name: String, userInfo: [String: String] = [:]) {
        for o in observers where o.name == name { o.block(userInfo) }
    }
}
let center = EventCenter()
let cartToken = center.addObserver(for: "cartChanged") { info in print("badge shows \(info["count"] ?? "?")") }
center.addObserver(for: "cartChanged") { _ in print("analytics: cart changed") }
center.addObserver(for: "loggedOut") { _ in print("clearing caches") }
center.post("cartChanged", userInfo: ["count": "3"])
center.removeObserver(cartToken)
center.post("cartChanged", userInfo: ["count": "4"])
center.post("loggedOut")
