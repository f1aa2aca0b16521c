// Any arrays and AnyHashable holding program types, printed and compared.
struct Tag: Hashable { let name: String }
enum Color: Hashable { case red, custom(Int) }
class Node: Hashable, CustomStringConvertible {
    let id: Int; init(_ id: Int) { self.id = id }
    static func == (a: Node, b: Node) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
    var description: String { "Node#\(id)" }
}
let stuff: [Any] = [Tag(name: "x"), Color.custom(3), Node(1), 4, "s", [Tag(name: "y")], (1, Color.red)]
print(stuff)
for s in stuff { print(type(of: s), terminator: "; ") }
print()
let hashables: [AnyHashable] = [Tag(name: "a"), Color.red, Node(2), 5]
print(hashables)
debugPrint(hashables[0])
print(hashables[1] == AnyHashable(Color.red), hashables[2].base, type(of: hashables[0].base))
print(AnyHashable(Tag(name: "a")).description)
let dict: [AnyHashable: String] = [Color.red: "r"]
print(dict)
