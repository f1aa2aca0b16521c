// some and any with primary associated types: some Collection<Int>, any Sequence<String>, a custom protocol.
protocol Storage<Item> {
    associatedtype Item
    func all() -> [Item]
}
struct Shelf: Storage { func all() -> [String] { ["kitab", "dəftər"] } }
struct Counter: Storage { let n: Int; func all() -> [Int] { Array(1...n) } }
func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
func names() -> any Sequence<String> { ["Əli", "Vəli"].lazy.map { $0.uppercased() } }
func sum(_ s: some Storage<Int>) -> Int { s.all().reduce(0, +) }
print(Array(evens(upTo: 8)), evens(upTo: 3).count)
for name in names() { print(name) }
print(sum(Counter(n: 4)))
let stores: [any Storage] = [Shelf(), Counter(n: 2)]
for store in stores { print(type(of: store), store.all().count) }
let stringStore: any Storage<String> = Shelf()
print(stringStore.all().joined(separator: ","))
