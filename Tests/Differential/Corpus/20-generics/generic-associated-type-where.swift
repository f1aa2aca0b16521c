// Associated types with where clauses in protocol extensions and generic subscripts.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
extension Container where Item: Equatable {
    func startsWith(_ item: Item) -> Bool { items.first == item }
}
extension Container where Item == Double {
    func average() -> Double { items.reduce(0, +) / Double(items.count) }
}
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
        indices.map { items[$0] }
    }
}
struct Numbers: Container { var items: [Double] }
struct Letters: Container { var items: [Character] }
let numbers = Numbers(items: [1260.0, 1200.0, 98.6, 37.0])
print(numbers.average(), numbers.startsWith(1260))
let letters = Letters(items: Array("swift"))
print(letters.startsWith("s"), letters[[0, 2, 4]])
