// A nested type with the same name as a top-level type; each scope sees its own.
struct Item { let label = "top-level Item" }
struct Shop {
    struct Item { let label = "Shop.Item" }
    func make() -> Item { Item() }
    func makeTopLevel() -> main.Item { main.Item() }
}
print(Item().label)
print(Shop().make().label)
print(Shop().makeTopLevel().label)
print(String(reflecting: Shop.Item.self), String(reflecting: Item.self))
