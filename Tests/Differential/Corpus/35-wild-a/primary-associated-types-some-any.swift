// Protocols with primary associated types: some Collection<Int>, any Store<String>, opaque returns.
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}

struct MemoryStore<Item>: Store {
    private(set) var items: [Item] = []
    mutating func add(_ item: Item) { items.append(item) }
}

struct LoggingStore<Item>: Store {
    private(set) var items: [Item] = []
    mutating func add(_ item: Item) { print("adding \(item)"); items.append(item) }
}

func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
func total(_ values: some Sequence<Int>) -> Int { values.reduce(0, +) }

func makeStore(verbose: Bool) -> any Store<String> {
    verbose ? LoggingStore<String>() : MemoryStore<String>()
}

print(Array(evens(upTo: 10)), total(evens(upTo: 10)), total([1, 2, 3]))
var stores: [any Store<String>] = [makeStore(verbose: false), makeStore(verbose: true)]
for i in stores.indices { stores[i].add("x\(i)"); stores[i].add("y\(i)") }
for store in stores { print(type(of: store), store.items) }
let first: any Store<String> = stores[0]
print(first.items.count, String(reflecting: type(of: first)))
