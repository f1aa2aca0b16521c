// Usage first, types last: top-level code drives a shopping cart whose types are declared at the bottom.
var cart = Cart()
cart.add(Item(name: "Lokum", price: 85, quantity: 2))
cart.add(Item(name: "Pişmaniye", price: 60, quantity: 1))
cart.add(Item(name: "Lokum", price: 85, quantity: 1))
print(cart)
print("discounted:", cart.total(discount: .percent(10)), cart.total(discount: .fixed(50)), cart.total())
cart.remove("Pişmaniye")
print(cart.lines)
print(Discount.allLabels)

enum Discount {
    case none, percent(Int), fixed(Int)
    static var allLabels: [String] { [Discount.none, .percent(5), .fixed(1)].map(\.label) }
    var label: String {
        switch self {
        case .none: "no discount"
        case .percent(let p): "\(p)% off"
        case .fixed(let f): "\(f) off"
        }
    }
}

struct Item { let name: String; let price: Int; var quantity: Int }

struct Cart: CustomStringConvertible {
    private(set) var items: [Item] = []
    mutating func add(_ item: Item) {
        if let i = items.firstIndex(where: { $0.name == item.name }) { items[i].quantity += item.quantity } else { items.append(item) }
    }
    mutating func remove(_ name: String) { items.removeAll { $0.name == name } }
    func total(discount: Discount = .none) -> Int {
        let sum = items.reduce(0) { $0 + $1.price * $1.quantity }
        switch discount {
        case .none: return sum
        case .percent(let p): return sum - sum * p / 100
        case .fixed(let f): return max(0, sum - f)
        }
    }
    var lines: [String] { items.map { "\($0.quantity)× \($0.name)" } }
    var description: String { "Cart[\(lines.joined(separator: ", "))] = \(total())" }
}
