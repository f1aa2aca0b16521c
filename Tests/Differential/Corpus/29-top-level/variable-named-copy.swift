// Value versus reference: a top-level `copy` of a class's array, while the class instance lives in a global.
final class Cart {
    var items = ["çay", "simit"]
    deinit { print("cart freed") }
}
let cart = Cart()
var copy = cart.items
copy.append("peynir")
print("cart:", cart.items)
print("copy:", copy)
