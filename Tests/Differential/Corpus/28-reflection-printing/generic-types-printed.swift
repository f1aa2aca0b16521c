// Printing generic types and values: type names with Swift. and main. prefixes in reflecting form.
struct Pair<A, B> { var first: A; var second: B }
enum Node<T> { case leaf(T), branch([Node<T>]) }
final class Wrapper<T> { let value: T; init(_ v: T) { value = v } }
let p = Pair(first: 1, second: "one")
print(p)
debugPrint(p)
print(type(of: p), String(reflecting: type(of: p)))
let tree = Node.branch([.leaf(1), .branch([.leaf(2)])])
print(tree)
print(Wrapper(5), String(reflecting: Wrapper<String>.self))
print([Pair(first: true, second: 2.5)])
dump(Pair(first: [1], second: Optional("x")))
