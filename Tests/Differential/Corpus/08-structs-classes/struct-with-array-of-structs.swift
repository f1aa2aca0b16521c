// A struct holding an array of structs; mutating nested values through subscripts.
struct Item { var name: String; var quantity: Int }
struct Cart {
    var items: [Item] = []
    var total: Int { items.reduce(0) { $0 + $1.quantity } }
    mutating func add(_ name: String) {
        if let i = items.firstIndex(where: { $0.name == name }) {
            items[i].quantity += 1
        } else {
            items.append(Item(name: name, quantity: 1))
        }
    }
}
var cart = Cart()
for product in ["elma", "armud", "elma", "nar", "elma"] { cart.add(product) }
for item in cart.items { print(item.name, item.quantity) }
print("total:", cart.total)
var copy = cart
copy.items[0].quantity = 0
print(cart.items[0].quantity, copy.items[0].quantity)
