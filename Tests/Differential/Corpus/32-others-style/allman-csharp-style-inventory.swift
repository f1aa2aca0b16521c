// Written by a C# developer: Allman braces everywhere, including a computed top-level property read by a type.
struct StockItem
{
    let sku: String
    let price: Double
    var quantity: Int
}

var inventory: [StockItem] =
[
    StockItem(sku: "A-100", price: 2.5, quantity: 10),
    StockItem(sku: "B-200", price: 10.0, quantity: 0),
    StockItem(sku: "C-300", price: 4.25, quantity: 4),
]

var totalValue: Double
{
    return inventory.reduce(0) { $0 + $1.price * Double($1.quantity) }
}

class InventoryReport
{
    func printReport()
    {
        for item in inventory
        {
            if item.quantity == 0
            {
                print("\(item.sku): OUT OF STOCK")
            }
            else
            {
                print("\(item.sku): \(item.quantity) @ \(item.price)")
            }
        }
        print("Total value: \(totalValue)")
    }
}

InventoryReport().printReport()
inventory[1].quantity = 3
InventoryReport().printReport()
