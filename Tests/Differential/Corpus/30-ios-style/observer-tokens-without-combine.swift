// A Combine-free observable value: subscribers get tokens, and a subscription ends when its token is freed.
final class Observable<Value> {
    private var observers: [Int: (Value) -> Void] = [:]
    private var nextID = 0
    var value: Value { didSet { observers.keys.sorted().forEach { observers[$0]?(value) } } }
    init(_ value: Value) { self.value = value }

    func observe(_ handler: @escaping (Value) -> Void) -> Token {
        let id = nextID
        nextID += 1
        observers[id] = handler
        handler(value)
        return Token { [weak self] in self?.observers[id] = nil; print("  token \(id) cancelled") }
    }

    final class Token {
        private let cancel: () -> Void
        init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
        deinit { cancel() }
    }
}

struct CartViewModel {
    let itemCount = Observable(0)
    let title = Observable("Sepet")
}

let viewModel = CartViewModel()
var badge: Observable<Int>.Token? = viewModel.itemCount.observe { print("badge shows \($0)") }
var tokens: [Observable<Int>.Token] = []
tokens.append(viewModel.itemCount.observe { print("button enabled: \($0 > 0)") })
let titleToken = viewModel.title.observe { print("title: \($0)") }

viewModel.itemCount.value = 2
badge = nil
viewModel.itemCount.value = 3
tokens.removeAll()
viewModel.itemCount.value = 4
viewModel.title.value = "Sepetim (4)"
print(type(of: titleToken), badge == nil)
