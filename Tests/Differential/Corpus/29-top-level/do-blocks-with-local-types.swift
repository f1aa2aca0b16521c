// do blocks declaring local structs, enums and functions with the same names in separate scopes
struct Item { let name = "global item" }
do {
    struct Item { let name = "first local item" }
    enum Kind { case x, y }
    func show() { print(Item().name, Kind.y) }
    show()
    print(type(of: Item()), String(describing: Item.self))
}
do {
    struct Item: CustomStringConvertible {
        var description: String { "second local" }
    }
    print(Item())
    print([Item(), Item()])
}
print(Item().name)
print(String(reflecting: Item.self))
