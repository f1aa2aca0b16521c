// Inventory tutorial, final chapter: protocols with associated types, generic repositories, and stock reports.
protocol Identifiable2 { associatedtype ID: Hashable & Comparable; var id: ID { get } }
protocol Priced { var unitPrice: Double { get } }
protocol Stockable: Identifiable2, Priced { var name: String { get }; var quantity: Int { get set } }

struct Product: Stockable {
    let id: String
    let name: String
    var quantity: Int
    let unitPrice: Double
    var category: Category
}
enum Category: String, CaseIterable, Comparable {
    case tools, garden, kitchen
    static func < (a: Category, b: Category) -> Bool { a.rawValue < b.rawValue }
}
struct Part: Stockable {
    let id: Int
    let name: String
    var quantity: Int
    let unitPrice: Double
}

final class Repository<Item: Stockable> {
    private var storage: [Item.ID: Item] = [:]
    var onLowStock: ((Item) -> Void)?
    var threshold = 5

    func upsert(_ item: Item) { storage[item.id] = item }
    subscript(id: Item.ID) -> Item? { storage[id] }
    var all: [Item] { storage.values.sorted { $0.id < $1.id } }

    @discardableResult
    func adjust(_ id: Item.ID, by delta: Int) -> Bool {
        guard var item = storage[id], item.quantity + delta >= 0 else { return false }
        item.quantity += delta
        storage[id] = item
        if item.quantity < threshold { onLowStock?(item) }
        return true
    }
    func value() -> Double { storage.values.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice } }
}

extension Repository where Item == Product {
    func byCategory() -> [(Category, [String])] {
        Dictionary(grouping: all, by: \.category).sorted { $0.key < $1.key }.map { ($0.key, $0.value.map(\.name)) }
    }
}

func report<R: Sequence>(_ title: String, _ items: R) where R.Element: Stockable {
    print("## \(title)")
    for item in items {
        let total = Double(item.quantity) * item.unitPrice
        print("  \(item.name.padding(toLength: 14, withPad: " ", startingAt: 0)) x\(item.quantity)\t\(formatPrice(total))")
    }
}

func formatPrice(_ value: Double) -> String {
    let cents = Int((value * 100).rounded())
    return "$\(cents / 100).\(String(format: "%02d", cents % 100))"
}

import Foundation

var alerts: [String] = []
let products = Repository<Product>()
products.onLowStock = { alerts.append("low: \($0.name) (\($0.quantity))") }
products.upsert(Product(id: "P-3", name: "Hammer", quantity: 12, unitPrice: 9.99, category: .tools))
products.upsert(Product(id: "P-1", name: "Shovel", quantity: 6, unitPrice: 24.5, category: .garden))
products.upsert(Product(id: "P-2", name: "Whisk", quantity: 30, unitPrice: 3.25, category: .kitchen))
products.upsert(Product(id: "P-4", name: "Rake", quantity: 4, unitPrice: 15, category: .garden))

let parts = Repository<Part>()
parts.threshold = 100
parts.onLowStock = { part in alerts.append("reorder part #\(part.id)") }
for (i, name) in ["bolt", "nut", "washer"].enumerated() {
    parts.upsert(Part(id: 100 + i, name: name, quantity: 150 - i * 30, unitPrice: 0.05 * Double(i + 1)))
}

report("Products", products.all)
report("Parts", parts.all)
print(products.adjust("P-1", by: -3), products.adjust("P-4", by: -10), products.adjust("X", by: 1))
parts.adjust(101, by: -25)
parts.adjust(102, by: 5)
print("inventory value:", formatPrice(products.value() + parts.value()))
for (category, names) in products.byCategory() { print(category.rawValue, names) }
print(alerts)

func mostValuable<S: Stockable>(_ repo: Repository<S>) -> S? {
    repo.all.max { Double($0.quantity) * $0.unitPrice < Double($1.quantity) * $1.unitPrice }
}
print(mostValuable(products)?.name ?? "-", mostValuable(parts)?.name ?? "-")
let anyItems: [any Stockable] = products.all.map { $0 as any Stockable } + parts.all.map { $0 as any Stockable }
print(anyItems.map(\.name).sorted(), anyItems.count)
print(Category.allCases.sorted(by: >))
