// A diffable-data-source-like snapshot: sections and items, with inserts, deletes and moves computed.
struct Snapshot<Section: Hashable & Comparable, Item: Hashable & Comparable> {
    private(set) var sections: [Section] = []
    private var items: [Section: [Item]] = [:]
    mutating func appendSections(_ s: [Section]) { sections += s }
    mutating func appendItems(_ i: [Item], to section: Section) { items[section, default: []] += i }
    func itemIdentifiers(in section: Section) -> [Item] { items[section] ?? [] }
    var allItems: [Item] { sections.flatMap { itemIdentifiers(in: $0) } }
}
var old = Snapshot<Int, String>()
old.appendSections([0, 1])
old.appendItems(["a", "b", "c"], to: 0)
old.appendItems(["d"], to: 1)
var new = old
new.appendItems(["e"], to: 1)
let removed = Set(old.allItems).subtracting(new.allItems).sorted()
let inserted = Set(new.allItems).subtracting(old.allItems).sorted()
print("inserted:", inserted, "removed:", removed)
print(new.sections.map { "\($0): \(new.itemIdentifiers(in: $0))" })
let diff = new.allItems.difference(from: old.allItems)
for change in diff {
    switch change {
    case .insert(let offset, let element, _): print("insert", element, "at", offset)
    case .remove(let offset, let element, _): print("remove", element, "at", offset)
    }
}
