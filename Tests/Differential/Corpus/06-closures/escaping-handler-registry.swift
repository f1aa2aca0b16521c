// @escaping closures stored in a registry, called later in order, capturing and mutating top-level state.
final class EventBus {
    private var handlers: [(name: String, run: (String) -> Void)] = []
    func on(_ name: String, _ handler: @escaping (String) -> Void) {
        handlers.append((name, handler))
    }
    func emit(_ event: String) {
        print("emit \(event) to \(handlers.count) handler(s)")
        for h in handlers { h.run(event) }
    }
}

var received: [String] = []
var total = 0
let bus = EventBus()

bus.on("recorder") { received.append($0) }
bus.on("counter") { event in total += event.count }

func makePrefixPrinter(_ prefix: String) -> (String) -> Void {
    var calls = 0
    return { event in
        calls += 1
        print("  \(prefix)#\(calls): \(event)")
    }
}
bus.on("printer", makePrefixPrinter(">>"))

bus.emit("giriş")
bus.emit("çıkış")
print(received, total)

var deferredWork: [() -> Void] = []
for i in 1...3 {
    deferredWork.append { print("deferred \(i), total now \(total)") }
}
total = 100
deferredWork.forEach { $0() }
