// Interview classic: generic Stack and Queue with CustomStringConvertible and Sequence conformance.
struct Stack<Element>: CustomStringConvertible, Sequence {
    private var storage: [Element] = []
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var description: String { "Stack" + storage.description }
    func makeIterator() -> ReversedCollection<[Element]>.Iterator { storage.reversed().makeIterator() }
}
struct Queue<Element> {
    private var inbox: [Element] = [], outbox: [Element] = []
    mutating func enqueue(_ e: Element) { inbox.append(e) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
}

var stack = Stack<String>()
["a", "b", "c"].forEach { stack.push($0) }
print(stack, stack.top ?? "-", Array(stack))
print(stack.pop() ?? "-", stack)
var queue = Queue<Int>()
(1...3).forEach { queue.enqueue($0) }
print(queue.dequeue() as Any, queue.dequeue() as Any)
queue.enqueue(4)
print(queue.dequeue() as Any, queue.dequeue() as Any, queue.dequeue() as Any)
print(type(of: stack), Stack<Int>.self)
debugPrint(stack)
