// A protocol with associated types and primary associated types, opaque results and constrained generics
protocol Store<Item> {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
struct Shelf<Item>: Store { var items: [Item] = []; mutating func add(_ item: Item) { items.append(item) } }
func makeStore() -> some Store<String> { var s = Shelf<String>(); s.add("book"); s.add("lamp"); return s }
func count<S: Store>(_ s: S) -> Int where S.Item: Equatable { s.items.count }
func firstItem(of s: any Store<String>) -> String? { s.items.first }
var store = makeStore()
store.add("mug")
print(store.items, count(store), firstItem(of: store) ?? "none")
let stores: [any Store<String>] = [store, Shelf(items: ["x"])]
print(stores.map { $0.items.count })
