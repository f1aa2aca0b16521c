// print, debugPrint, dump, String(describing:), String(reflecting:) and Mirror for program types
struct Item: CustomStringConvertible { let id: Int; var description: String { "Item#\(id)" } }
enum Mode { case fast, slow(Int) }
final class Node { let value: Int; var next: Node?; init(_ v: Int, _ n: Node? = nil) { value = v; next = n } }
let item = Item(id: 7)
print(item, [item], Optional(item) as Any)
debugPrint(item, Mode.slow(2), Mode.fast)
print(String(describing: Mode.slow(3)), String(reflecting: Mode.slow(3)))
print(String(describing: Node.self), String(reflecting: Node.self))
dump(Node(1, Node(2)))
dump([Mode.fast, .slow(1)])
let mirror = Mirror(reflecting: item)
print(mirror.displayStyle as Any, mirror.children.map { "\($0.label ?? "?")=\($0.value)" })
print(Mirror(reflecting: Mode.slow(9)).children.first.map { "\($0.label ?? "")" } ?? "none")
