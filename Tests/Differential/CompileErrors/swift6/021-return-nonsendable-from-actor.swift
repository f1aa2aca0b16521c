// main.swift — a non-Sendable value returned out of an actor's state
// compiles in Swift 5
final class Cart {
    var items: [String] = []
}

actor Checkout {
    let cart = Cart()
    func current() -> Cart { cart }
}

func inspect(_ checkout: Checkout) async {
    let cart = await checkout.current()
    print(cart.items)
}
