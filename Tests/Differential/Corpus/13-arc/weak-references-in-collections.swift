// A Weak<T> box stored in an array: entries turn nil as objects are released.
final class Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
final class Listener {
    let id: String
    init(_ id: String) { self.id = id }
    deinit { print("listener \(id) released") }
}
var strong: [Listener] = [Listener("a"), Listener("b"), Listener("c")]
let registry = strong.map { Weak($0) }
func alive() -> [String] { registry.compactMap { $0.value?.id } }
print(alive())
strong.remove(at: 1)
print(alive())
strong.removeAll()
print(alive(), registry.count)
