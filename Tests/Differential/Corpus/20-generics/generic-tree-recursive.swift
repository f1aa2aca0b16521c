// A generic binary search tree as an indirect enum: insertion, traversal, height and map.
indirect enum Tree<T: Comparable> {
    case empty
    case node(Tree, T, Tree)

    func inserting(_ value: T) -> Tree {
        switch self {
        case .empty: return .node(.empty, value, .empty)
        case let .node(l, v, r):
            if value < v { return .node(l.inserting(value), v, r) }
            if value > v { return .node(l, v, r.inserting(value)) }
            return self
        }
    }

    var inOrder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inOrder + [v] + r.inOrder
    }

    var height: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + max(l.height, r.height)
    }

    func contains(_ value: T) -> Bool {
        switch self {
        case .empty: return false
        case let .node(l, v, r): return v == value || (value < v ? l.contains(value) : r.contains(value))
        }
    }

    func map<U: Comparable>(_ f: (T) -> U) -> Tree<U> {
        inOrder.map(f).reduce(Tree<U>.empty) { $0.inserting($1) }
    }
}

let numbers = [50, 30, 70, 20, 40, 60, 80, 30]
let tree = numbers.reduce(Tree<Int>.empty) { $0.inserting($1) }
print(tree.inOrder, "height", tree.height)
print(tree.contains(60), tree.contains(65))
let words = ["mango", "elma", "vişne", "armut", "şeftali"].reduce(Tree.empty) { $0.inserting($1) }
print(words.inOrder, words.height)
let lengths = words.map { $0.count }
print(lengths.inOrder, type(of: lengths))
if case let .node(_, root, _) = tree { print("root", root) }
print(Tree<String>.empty.inOrder.isEmpty, Tree<Double>.empty.height)
