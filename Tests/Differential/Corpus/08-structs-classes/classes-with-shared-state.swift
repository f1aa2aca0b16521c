// Two objects sharing one reference-type store; changes through one are visible in the other.
final class Store { var values: [String] = [] }
struct ViewModel {
    let title: String
    let store: Store
    func add(_ v: String) { store.values.append("\(title):\(v)") }
}
let shared = Store()
let first = ViewModel(title: "first", store: shared)
let second = ViewModel(title: "second", store: shared)
first.add("a")
second.add("b")
first.add("c")
print(shared.values)
print(first.store === second.store, first.store.values.count)
