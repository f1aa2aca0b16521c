// main.swift — an unused-result warning next to an error; @discardableResult silences one call
struct Cart {
    var items: [String] = []

    mutating func add(_ item: String) -> Int {
        items.append(item)
        return items.count
    }

    @discardableResult
    mutating func remove(_ item: String) -> Bool {
        items.removeAll { $0 == item } ; return true
    }
}

var cart = Cart()
cart.add("pen")
cart.remove("pen")
let total: Bool = cart.items.count
print(total)
