// A tiny dependency-injection container keyed by ObjectIdentifier of metatypes, with singletons and factories.
final class Container {
    private enum Entry { case singleton(Any), factory(() -> Any) }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private(set) var resolutions: [String] = []

    func register<T>(_ type: T.Type, singleton instance: T) { entries[ObjectIdentifier(type)] = .singleton(instance) }
    func register<T>(_ type: T.Type, factory: @escaping () -> T) { entries[ObjectIdentifier(type)] = .factory(factory) }
    func resolve<T>(_ type: T.Type = T.self) -> T {
        resolutions.append(String(describing: type))
        switch entries[ObjectIdentifier(type)] {
        case .singleton(let value)?: return value as! T
        case .factory(let make)?: return make() as! T
        case nil: fatalError("\(type) not registered")
        }
    }
}

protocol Clock { var now: Int { get } }
struct FixedClock: Clock { let now: Int }
protocol Logger: AnyObject { func log(_ s: String) }
final class PrintLogger: Logger {
    static var instances = 0
    init() { PrintLogger.instances += 1 }
    func log(_ s: String) { print("[log]", s) }
}

struct Greeter {
    let clock: Clock
    let logger: Logger
    func greet(_ name: String) { logger.log("t=\(clock.now) hello \(name)") }
}

let container = Container()
container.register(Clock.self, singleton: FixedClock(now: 1_000))
container.register(Logger.self) { PrintLogger() }
container.register(Greeter.self) { Greeter(clock: container.resolve(), logger: container.resolve()) }

let greeter: Greeter = container.resolve()
greeter.greet("Elnur")
let another = container.resolve(Greeter.self)
another.greet("Səbinə")
print("loggers created:", PrintLogger.instances, "resolutions:", container.resolutions)
