// Weak observer boxes and deinit: objects released in scopes print deinit, ones a global still holds do not.
final class Listener {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
    func notify(_ event: String) { print("\(name) got \(event)") }
}

struct Weak<T: AnyObject> { weak var value: T? }

final class EventBus {
    private var observers: [Weak<Listener>] = []
    func subscribe(_ l: Listener) { observers.append(Weak(value: l)) }
    func post(_ event: String) {
        observers.removeAll { $0.value == nil }
        observers.forEach { $0.value?.notify(event) }
        print("(\(observers.count) live observers)")
    }
}

let bus = EventBus()
let permanent = Listener("permanent")
bus.subscribe(permanent)
do {
    let temporary = Listener("temporary")
    bus.subscribe(temporary)
    bus.post("first")
}
bus.post("second")
var replaceable: Listener? = Listener("replaceable")
bus.subscribe(replaceable!)
replaceable = Listener("replacement")
bus.post("third")
print("program ends; permanent and replacement stay alive")
