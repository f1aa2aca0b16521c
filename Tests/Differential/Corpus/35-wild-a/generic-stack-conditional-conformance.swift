// Generic Stack with where clauses, conditional Equatable/CustomStringConvertible, extension before the type.
extension Stack: CustomStringConvertible where Element: CustomStringConvertible {
    var description: String { "[" + items.map(\.description).joined(separator: ", ") + "]>" }
}

extension Stack where Element: Numeric {
    var sum: Element { items.reduce(0, +) }
}

struct Stack<Element> {
    fileprivate var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}

extension Stack: Equatable where Element: Equatable {}

func pushAll<S: Sequence>(_ seq: S, onto stack: inout Stack<S.Element>) where S.Element: Comparable {
    for x in seq.sorted() { stack.push(x) }
}

var ints = Stack<Int>()
pushAll([5, 1, 4], onto: &ints)
print(ints, ints.sum, ints.top ?? -1)
ints.pop()
var other = Stack<Int>()
other.push(1); other.push(4)
print(ints == other)
var words = Stack<String>()
words.push("alpha")
print(words, words.isEmpty)
dump(words)
print(String(reflecting: type(of: words)))
