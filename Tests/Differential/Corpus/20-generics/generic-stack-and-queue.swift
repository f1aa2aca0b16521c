// Generic Stack and Queue types, with an extension adding a top item and an empty check.
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
extension Stack {
    var topItem: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
struct Queue<T> {
    private var inbox: [T] = [], outbox: [T] = []
    mutating func enqueue(_ x: T) { inbox.append(x) }
    mutating func dequeue() -> T? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
}
var stackOfStrings = Stack<String>()
["uno", "dos", "tres", "cuatro"].forEach { stackOfStrings.push($0) }
print(stackOfStrings.pop()!, stackOfStrings.topItem!, stackOfStrings.isEmpty)
var queue = Queue<Int>()
for i in 1...3 { queue.enqueue(i) }
print(queue.dequeue()!, queue.dequeue()!)
queue.enqueue(4)
print(queue.dequeue()!, queue.dequeue()!, queue.dequeue() as Any)
print(Stack(items: [1, 2]))
