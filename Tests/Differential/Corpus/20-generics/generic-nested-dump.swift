// dump and print of nested generic types: a Tree<Int> with a nested Node type.
struct Tree<Value> {
    struct Node {
        var value: Value
        var children: [Node] = []
    }
    var root: Node
}
var tree = Tree(root: .init(value: 1))
tree.root.children.append(.init(value: 2))
tree.root.children.append(.init(value: 3, children: [.init(value: 4)]))
dump(tree)
print(tree.root.children.count)
let wrapped: Tree<String>.Node? = .init(value: "leaf")
print(wrapped as Any)
