// Two nodes in a strong cycle never deinit; the same pair with a weak back link does.
final class Node {
    let name: String
    var next: Node?
    weak var previous: Node?
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func makeCycle() {
    let a = Node("cycle-a"), b = Node("cycle-b")
    a.next = b
    b.next = a
    print("strong cycle built")
}
func makeChain() {
    let a = Node("chain-a"), b = Node("chain-b")
    a.next = b
    b.previous = a
    print("weak back link built")
}
makeCycle()
print("after cycle: no deinit above")
makeChain()
print("after chain")
