// dump of nested arrays and optionals of block types, with type(of:) on generic block types
struct Cell { var v: Int }
enum Tag { case red, blue(Int) }
final class Node { var name = "n"; var tags: [Tag] = [.red, .blue(2)] }
struct Wrapper<T> { var inner: T }
let grid: [[Cell]] = [[Cell(v: 1)], [Cell(v: 2), Cell(v: 3)]]
dump(grid)
dump([Optional(Tag.red), nil])
dump(Node())
let w = Wrapper(inner: [Cell(v: 9)])
print(type(of: w))
print(String(describing: Wrapper<Tag>.self), String(reflecting: Wrapper<Tag>.self))
dump(w)
print(Optional<Cell>.none as Any)
print(Optional<Tag>.some(.blue(4)) as Any)
