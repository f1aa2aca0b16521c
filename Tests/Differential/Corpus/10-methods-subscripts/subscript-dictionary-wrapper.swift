// A custom collection-like type with string-key subscripts, get/set and default values.
struct Inventory {
    private var stock: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { stock[item, default: 0] }
        set { stock[item] = newValue > 0 ? newValue : nil }
    }
    var report: String { stock.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: ", ") }
}
var inventory = Inventory()
inventory["çay"] += 3
inventory["simit"] = 10
inventory["çay"] -= 1
inventory["ayran"] = 0
print(inventory.report)
inventory["simit"] = 0
print(inventory.report, inventory["simit"])
