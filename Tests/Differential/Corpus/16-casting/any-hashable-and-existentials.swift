// AnyHashable keys in a dictionary and comparing existential values.
let keys: [AnyHashable] = [1, "one", 1.5, true]
var table: [AnyHashable: String] = [:]
for (i, key) in keys.enumerated() { table[key] = "value\(i)" }
print(table[1] ?? "-", table["one"] ?? "-", table[1.5] ?? "-", table[true] ?? "-")
print(table.count)
let a: AnyHashable = 5
let b: AnyHashable = Int8(5)
print(a == b, a.base is Int, b.base is Int8)
let items: [Any] = [1, "x", 2]
print(items.compactMap { $0 as? AnyHashable }.count)
