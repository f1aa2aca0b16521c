// A protocol with an associated type, adopted by a generic stack and a concrete integer list.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntList: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { items.removeLast() }
    mutating func append(_ item: Element) { push(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var list = IntList(); list.append(1); list.append(2)
var stack = Stack<Int>(); stack.push(1); stack.push(2)
print(allItemsMatch(list, stack))
stack.append(3)
print(allItemsMatch(list, stack), stack.pop(), stack.count)
var words = Stack<String>(); words.append("uno"); print(words[0])
