// weak and unowned references with optional chaining, in a parent/child tree from a blog post.
final class Node: CustomStringConvertible {
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ name: String) { self.name = name }
    func add(_ child: Node) { child.parent = self; children.append(child) }
    var path: String { (parent?.path).map { $0 + "/" + name } ?? name }
    var description: String { "Node(\(name))" }
}
final class Badge {
    unowned let owner: Node
    init(owner: Node) { self.owner = owner }
}

let root = Node("root")
let docs = Node("docs")
root.add(docs)
docs.add(Node("guide.md"))
print(docs.children.first?.path ?? "none")
print(root.parent?.name ?? "no parent", docs.parent as Any)
print(root.children.first?.children.first?.parent?.parent?.name ?? "?")
let badge = Badge(owner: docs)
print(badge.owner, badge.owner.children)
var temporary: Node? = Node("tmp")
weak var watcher = temporary
temporary = nil
print("watcher after release:", watcher as Any)
