// Generic event bus keyed by metatype with typed handlers and a generic where-clause subscribe
protocol Event { static var name: String { get } }
struct Login: Event { static let name = "login"; let user: String }
struct Logout: Event { static let name = "logout" }

final class Bus {
    private var handlers: [ObjectIdentifier: [(Any) -> Void]] = [:]
    func on<E: Event>(_ type: E.Type, _ h: @escaping (E) -> Void) {
        handlers[ObjectIdentifier(type), default: []].append { h($0 as! E) }
    }
    func emit<E: Event>(_ e: E) {
        let hs = handlers[ObjectIdentifier(E.self)] ?? []
        print("emit \(E.name) to \(hs.count)")
        hs.forEach { $0(e) }
    }
}
let bus = Bus()
var seen: [String] = []
bus.on(Login.self) { seen.append("hello \($0.user)") }
bus.on(Login.self) { e in seen.append("audit \(e.user)") }
bus.on(Logout.self) { _ in seen.append("bye") }
bus.emit(Login(user: "ann"))
bus.emit(Logout())
bus.emit(Login(user: "bob"))
print(seen.joined(separator: ", "))
