// Protocols with associated types constrained by where clauses and generic algorithms over them
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
protocol Keyed: Container where Item: Hashable {
    associatedtype Key: Hashable & Comparable
    func key(for item: Item) -> Key
}
struct Words: Keyed {
    var items: [String]
    func key(for item: String) -> Int { item.count }
}
func grouped<C: Keyed>(_ c: C) -> [(C.Key, [C.Item])] {
    Dictionary(grouping: c.items, by: c.key(for:)).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}
func allEqual<A: Container, B: Container>(_ a: A, _ b: B) -> Bool where A.Item == B.Item, A.Item: Equatable {
    a.items == b.items
}
extension Container where Item: Numeric {
    var total: Item { items.reduce(0, +) }
}
struct Numbers: Container { var items: [Double] }

let w = Words(items: ["a", "bb", "cc", "ddd", "e"])
for (k, v) in grouped(w) { print(k, v) }
print(allEqual(w, Words(items: w.items)), allEqual(Numbers(items: [1]), Numbers(items: [2])))
print(Numbers(items: [1.5, 2.25]).total)
print(type(of: grouped(w)))
