// A dependency-injection container: lifetimes (singleton/transient/scoped), protocol keys, resolution trace, cycles.
protocol Logging: AnyObject { func log(_ message: String) }
protocol Storage { func read(_ key: String) -> String? }
protocol Clock { var now: Int { get } }

final class MemoryLogger: Logging {
    private(set) var lines: [String] = []
    static var instances = 0
    init() { MemoryLogger.instances += 1 }
    func log(_ message: String) { lines.append(message) }
}

struct FixedClock: Clock { let now = 1_700_000_000 }

final class DictionaryStorage: Storage {
    let data: [String: String]
    let logger: Logging
    init(data: [String: String], logger: Logging) { self.data = data; self.logger = logger }
    func read(_ key: String) -> String? {
        logger.log("read \(key)")
        return data[key]
    }
}

final class UserService {
    let storage: Storage
    let clock: Clock
    let logger: Logging
    init(storage: Storage, clock: Clock, logger: Logging) { self.storage = storage; self.clock = clock; self.logger = logger }
    func greeting(for id: String) -> String {
        let name = storage.read("user.\(id)") ?? "stranger"
        logger.log("greeted \(name) at \(clock.now)")
        return "Hello, \(name)!"
    }
}

enum Lifetime { case singleton, transient, scoped }

enum ResolutionError: Error, CustomStringConvertible {
    case notRegistered(String)
    case cycle([String])
    var description: String {
        switch self {
        case .notRegistered(let name): return "nothing registered for \(name)"
        case .cycle(let path): return "dependency cycle: " + path.joined(separator: " -> ")
        }
    }
}

final class Container {
    private struct Registration {
        let lifetime: Lifetime
        let factory: (Container) throws -> Any
    }
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]
    private var scoped: [ObjectIdentifier: Any] = [:]
    private var resolving: [String] = []
    var trace: [String] = []

    func register<T>(_ type: T.Type, _ lifetime: Lifetime = .transient, factory: @escaping (Container) throws -> T) {
        registrations[ObjectIdentifier(type)] = Registration(lifetime: lifetime, factory: factory)
    }

    func resolve<T>(_ type: T.Type = T.self) throws -> T {
        let key = ObjectIdentifier(type), name = String(describing: type)
        guard let registration = registrations[key] else { throw ResolutionError.notRegistered(name) }
        if resolving.contains(name) { throw ResolutionError.cycle(resolving + [name]) }
        trace.append(String(repeating: "  ", count: resolving.count) + name)
        resolving.append(name)
        defer { resolving.removeLast() }
        switch registration.lifetime {
        case .singleton:
            if let existing = singletons[key] { return existing as! T }
            let made = try registration.factory(self)
            singletons[key] = made
            return made as! T
        case .scoped:
            if let existing = scoped[key] { return existing as! T }
            let made = try registration.factory(self)
            scoped[key] = made
            return made as! T
        case .transient:
            return try registration.factory(self) as! T
        }
    }

    func beginScope() { scoped.removeAll() }
}

let container = Container()
container.register(Logging.self, .singleton) { _ in MemoryLogger() }
container.register(Clock.self) { _ in FixedClock() }
container.register(Storage.self, .scoped) { c in
    DictionaryStorage(data: ["user.1": "Ada", "user.2": "Grace"], logger: try c.resolve())
}
container.register(UserService.self) { c in
    UserService(storage: try c.resolve(), clock: try c.resolve(), logger: try c.resolve())
}

let service: UserService = try container.resolve()
print(service.greeting(for: "1"))
print(service.greeting(for: "3"))
let again = try container.resolve(UserService.self)
print("same storage in scope:", (again.storage as AnyObject) === (service.storage as AnyObject))
container.beginScope()
let fresh = try container.resolve(UserService.self)
print("same storage after new scope:", (fresh.storage as AnyObject) === (service.storage as AnyObject))
print("loggers made:", MemoryLogger.instances)
print(container.trace.joined(separator: "\n"))

protocol Chicken {}
protocol Egg {}
struct Hen: Chicken { let egg: Egg }
struct Shell: Egg { let hen: Chicken }
container.register(Chicken.self) { c in Hen(egg: try c.resolve()) }
container.register(Egg.self) { c in Shell(hen: try c.resolve()) }
let attempts: [() throws -> Void] = [{ _ = try container.resolve(Chicken.self) }, { _ = try container.resolve(Int.self) }]
for attempt in attempts {
    do { try attempt() } catch { print("error:", error) }
}
let logger = try container.resolve(Logging.self) as! MemoryLogger
print(logger.lines)
