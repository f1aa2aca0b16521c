// An actor whose methods await each other, called one at a time so the order is fixed.
actor Inventory {
    private var stock: [String: Int] = ["elma": 3]
    func add(_ item: String, _ n: Int) { stock[item, default: 0] += n }
    func take(_ item: String) async -> Bool {
        guard let n = stock[item], n > 0 else { return false }
        stock[item] = n - 1
        await Task.yield()
        return true
    }
    func report() -> String { stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") }
}
let inventory = Inventory()
await inventory.add("armud", 1)
for item in ["elma", "armud", "armud", "heyva"] {
    let ok = await inventory.take(item)
    print(item, ok ? "taken" : "missing")
}
print(await inventory.report())
