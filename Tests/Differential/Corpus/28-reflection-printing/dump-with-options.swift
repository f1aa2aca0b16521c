// dump() with a name, indent, maxDepth and maxItems arguments.
struct Leaf { let value: Int }
struct Branch { let left: Leaf; let right: [Leaf] }
let tree = Branch(left: Leaf(value: 1), right: (2...6).map(Leaf.init))
dump(tree, name: "tree", maxDepth: 2)
dump(tree.right, name: "right", indent: 2, maxItems: 3)
dump("text", name: "string")
let returned = dump(42, name: "answer")
print("dump returns its value:", returned)
