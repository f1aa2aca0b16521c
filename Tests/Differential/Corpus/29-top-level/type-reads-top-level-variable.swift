// Types whose methods read and write top-level variables of main.swift.
var taxRate = 0.18
var auditLog: [String] = []
let storeName = "Köşe Bakkal"
struct Receipt {
    var items: [(String, Double)]
    var subtotal: Double { items.reduce(0) { $0 + $1.1 } }
    var total: Double { subtotal * (1 + taxRate) }
    func printed() -> String {
        auditLog.append("printed receipt with \(items.count) items")
        return "\(storeName): \(items.map(\.0).joined(separator: ", ")) = \(total)"
    }
}
let receipt = Receipt(items: [("ekmek", 10), ("süt", 20)])
print(receipt.printed())
taxRate = 0.0
print(receipt.printed())
print(auditLog)
