// String(format:) for an invoice: padding, precision, percent signs and hex.
import Foundation

let items: [(String, Int, Double)] = [("Coffee beans", 2, 14.5), ("Filter papers", 1, 3.99), ("Mug", 4, 7.25)]
print(String(format: "%-15@ %3@ %9@", "Item" as NSString, "Qty" as NSString, "Total" as NSString))
var subtotal = 0.0
for (name, qty, price) in items {
    let total = Double(qty) * price
    subtotal += total
    print(String(format: "%-15@ %3d %9.2f", name as NSString, qty, total))
}
let vat = 0.2
print(String(format: "%-15@ %13.2f", "VAT \(Int(vat * 100))%" as NSString, subtotal * vat))
print(String(format: "Grand total: %08.2f (%.1e)", subtotal * (1 + vat), subtotal))
print(String(format: "Invoice #%04X, %o octal, %5.1f%%", 48879, 8, 12.345))
