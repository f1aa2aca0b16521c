// Key paths as a tiny query language: filters, sort descriptors and projections over structs.
struct Product {
    let name: String
    let price: Double
    let stock: Int
    let category: Category
    enum Category: String { case food, tech, book }
}

struct SortDescriptor<Root> {
    let compare: (Root, Root) -> Bool
    init<V: Comparable>(_ path: KeyPath<Root, V>, ascending: Bool = true) {
        compare = { ascending ? $0[keyPath: path] < $1[keyPath: path] : $0[keyPath: path] > $1[keyPath: path] }
    }
}

extension Sequence {
    func sorted(by descriptors: [SortDescriptor<Element>]) -> [Element] {
        sorted { a, b in
            for d in descriptors {
                if d.compare(a, b) { return true }
                if d.compare(b, a) { return false }
            }
            return false
        }
    }
    func filter<V: Equatable>(_ path: KeyPath<Element, V>, equals value: V) -> [Element] {
        filter { $0[keyPath: path] == value }
    }
    func pluck<V>(_ path: KeyPath<Element, V>) -> [V] { map { $0[keyPath: path] } }
}

let products = [
    Product(name: "Çay", price: 45, stock: 12, category: .food),
    Product(name: "Klavye", price: 900, stock: 3, category: .tech),
    Product(name: "Roman", price: 120, stock: 12, category: .book),
    Product(name: "Simit", price: 10, stock: 40, category: .food),
    Product(name: "Mouse", price: 300, stock: 3, category: .tech),
]

print(products.sorted(by: [SortDescriptor(\.stock, ascending: false), SortDescriptor(\.name)]).pluck(\.name))
print(products.filter(\.category, equals: .food).pluck(\.price))
print(products.pluck(\.category.rawValue))
let pricePath: KeyPath<Product, Double> = \.price
let total = products.reduce(0) { $0 + $1[keyPath: pricePath] * Double($1[keyPath: \.stock]) }
print(total)
let nameLength = \Product.name.count
print(products.map { $0[keyPath: nameLength] }, products.map(\.name.first!))
