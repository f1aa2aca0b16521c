// Classes referencing each other: a tree of nodes with parent links and traversal.
final class Node {
    let value: String
    var children: [Node] = []
    weak var parent: Node?
    init(_ value: String) { self.value = value }
    func add(_ child: Node) { child.parent = self; children.append(child) }
    func path() -> String { (parent.map { $0.path() + "/" } ?? "") + value }
    func walk(depth: Int = 0) {
        print(String(repeating: "  ", count: depth) + value)
        children.forEach { $0.walk(depth: depth + 1) }
    }
}
let root = Node("root")
let docs = Node("docs"), src = Node("src"), main = Node("main.swift")
root.add(docs); root.add(src); src.add(main)
root.walk()
print(main.path())
print(main.parent?.parent?.value ?? "-")
