// The order deinit runs for array elements, a dictionary value and withExtendedLifetime.
final class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit item", id) }
}
var items: [Item]? = [Item(1), Item(2), Item(3)]
print("array built")
items = nil
print("array released")
var byName: [String: Item] = ["x": Item(10)]
byName["x"] = Item(11)
print("replaced")
byName.removeAll()
let kept = Item(20)
withExtendedLifetime(kept) { print("using", kept.id) }
func scoped() { let temp = Item(30); withExtendedLifetime(temp) { print("temp alive") } }
scoped()
print("end")
