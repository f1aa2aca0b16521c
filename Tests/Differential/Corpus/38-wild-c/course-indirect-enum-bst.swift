// CS course: a persistent binary search tree as an indirect enum, with insertion, traversal and height.
indirect enum BST<Key: Comparable> {
    case empty
    case node(BST, Key, BST)

    func inserting(_ k: Key) -> BST {
        switch self {
        case .empty: return .node(.empty, k, .empty)
        case let .node(l, v, r):
            if k < v { return .node(l.inserting(k), v, r) }
            if k > v { return .node(l, v, r.inserting(k)) }
            return self
        }
    }
    var inorder: [Key] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inorder + [v] + r.inorder
    }
    var height: Int {
        if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
        return 0
    }
    func contains(_ k: Key) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, v, r): return k == v ? true : (k < v ? l.contains(k) : r.contains(k))
        }
    }
}

let keys = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]
let tree = keys.reduce(BST<Int>.empty) { $0.inserting($1) }
print("inorder:", tree.inorder)
print("height:", tree.height)
print("contains 45?", tree.contains(45), "contains 55?", tree.contains(55))
let letters = BST<Character>.empty.inserting("m").inserting("c").inserting("x").inserting("a")
print(String(letters.inorder), letters.height)
print(tree.inserting(50).inorder.count == keys.count)
