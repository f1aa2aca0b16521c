// Generic Stack and two-stack Queue with where-clause extensions (Equatable, Numeric) and a Sequence conformance.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
extension Stack: Sequence {
    func makeIterator() -> IndexingIterator<[Element]> { items.reversed().makeIterator() }
}
extension Stack where Element: Equatable {
    func contains(_ e: Element) -> Bool { items.contains(e) }
}
extension Stack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}
struct Queue<T> {
    private var inbox = Stack<T>(), outbox = Stack<T>()
    mutating func enqueue(_ x: T) { inbox.push(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty { while let x = inbox.pop() { outbox.push(x) } }
        return outbox.pop()
    }
}
func balanced(_ s: String) -> Bool {
    var st = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for c in s {
        if "([{".contains(c) { st.push(c) }
        else if let open = pairs[c] { guard st.pop() == open else { return false } }
    }
    return st.isEmpty
}
print(["{[()]}", "([)]", "((", "a(b)c[d]"].map(balanced))
var s = Stack<Double>(); [1.5, 2.5, 3.0].forEach { s.push($0) }
print(Array(s), s.total, s.contains(2.5), s.top!)
var q = Queue<String>()
q.enqueue("a"); q.enqueue("b"); print(q.dequeue()!, terminator: " "); q.enqueue("c")
while let x = q.dequeue() { print(x, terminator: " ") }
print()
