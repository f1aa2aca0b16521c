// Types and extensions used before they are declared; globals declared first and read inside extensions.
let taxRate = 0.18
let catalog = [Product(name: "Kitab", price: 1200), Product(name: "Qələm", price: 150), Product(name: "Dəftər", price: 300)]
let cart = Cart(items: catalog.prefix(2).map { LineItem(product: $0, quantity: 2) })
print(cart.summary)
print(cart.total.formattedPrice, taxRate)

extension Cart {
    var summary: String { items.map { "\($0.quantity)x \($0.product.name)" }.joined(separator: ", ") }
    var total: Int { items.reduce(0) { $0 + $1.subtotal } + Int(Double(items.reduce(0) { $0 + $1.subtotal }) * taxRate) }
}


struct Cart { var items: [LineItem] }
struct LineItem {
    let product: Product
    let quantity: Int
    var subtotal: Int { product.price * quantity }
}
struct Product { let name: String; let price: Int }

extension Int {
    var formattedPrice: String { "\(self / 100).\(String(format2: self % 100)) AZN" }
}
extension String {
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
