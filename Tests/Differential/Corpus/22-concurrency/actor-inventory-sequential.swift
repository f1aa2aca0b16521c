// An actor guarding an inventory, called one await at a time, with a nonisolated description.
actor Inventory {
    private var stock: [String: Int] = [:]
    private(set) var log: [String] = []
    let name: String
    init(name: String) { self.name = name }

    func add(_ item: String, _ count: Int) {
        stock[item, default: 0] += count
        log.append("+\(count) \(item)")
    }

    func remove(_ item: String, _ count: Int) throws -> Int {
        guard let have = stock[item], have >= count else { throw ShortageError(item: item, missing: count - (stock[item] ?? 0)) }
        stock[item] = have - count
        log.append("-\(count) \(item)")
        return have - count
    }

    var report: [String] { stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } }
    nonisolated var label: String { "Inventory(\(name))" }
}

struct ShortageError: Error { let item: String; let missing: Int }

let shop = Inventory(name: "bakkal")
print(shop.label)
await shop.add("ekmek", 10)
await shop.add("peynir", 2)
await shop.add("ekmek", 5)
do {
    print("left:", try await shop.remove("ekmek", 12))
    print("left:", try await shop.remove("peynir", 3))
} catch let error as ShortageError {
    print("short of \(error.item) by \(error.missing)")
}
print(await shop.report)
print(await shop.log)

func restock(_ inventory: Inventory, items: [String]) async {
    for item in items { await inventory.add(item, 1) }
}
await restock(shop, items: ["süt", "yumurta", "süt"])
print(await shop.report)
