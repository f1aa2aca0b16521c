// Instances of generic classes and structs printed, including a class with no description.
final class Node<Element> {
    let value: Element
    var next: Node?
    init(_ value: Element) { self.value = value }
}
struct Pair<A, B> { let first: A; let second: B }
let node = Node("kök")
node.next = Node("yaprak")
print(node)
print(Node(3), [Node(1.5)])
print(Pair(first: 1, second: "bir"))
print(Pair(first: node.value, second: Pair(first: true, second: [1])))
debugPrint(Pair(first: "a", second: Optional<Int>.none))
print(String(describing: Node<Int>.self), String(reflecting: Pair<Int, [String]>.self))
