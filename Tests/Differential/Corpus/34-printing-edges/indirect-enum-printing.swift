// Indirect enums printed with print, debugPrint, dump and String(reflecting:).
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case neg(Expr)
}
enum Tree<T> {
    case leaf
    indirect case node(Tree, T, Tree)
}
let e = Expr.add(.num(1), .neg(.num(2)))
print(e)
debugPrint(e)
print(String(reflecting: e))
dump(e)
let t = Tree.node(.leaf, "root", .node(.leaf, "r", .leaf))
print(t)
dump(t, maxDepth: 2)
print(type(of: t), String(reflecting: type(of: t)))
let list: [Expr] = [.num(5), .neg(.num(6))]
print(list)
