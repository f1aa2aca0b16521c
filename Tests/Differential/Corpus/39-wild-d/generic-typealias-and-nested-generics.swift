// Generic type aliases, nested generic types, constrained extensions and generic subscripts
typealias Pair<T> = (first: T, second: T)
typealias StringMap<V> = [String: V]
struct Tree<Value> {
    struct Node { var value: Value; var children: [Node] = [] }
    var root: Node
    func flatten() -> [Value] { func walk(_ n: Node) -> [Value] { [n.value] + n.children.flatMap(walk) }; return walk(root) }
}
extension Tree where Value: Numeric { var total: Value { flatten().reduce(0, +) } }
struct Table { var rows: StringMap<Int>; subscript<T: CustomStringConvertible>(key key: T) -> Int? { rows[key.description] } }
let p: Pair<Int> = (1, 2)
let tree = Tree(root: .init(value: 1, children: [.init(value: 2), .init(value: 3, children: [.init(value: 4)])]))
print(p.first + p.second, tree.flatten(), tree.total)
print(Table(rows: ["7": 49])[key: 7] ?? -1, String(describing: Tree<Int>.Node.self))
