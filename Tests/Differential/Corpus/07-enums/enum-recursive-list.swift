// A recursive linked list as an indirect enum with generic elements and methods.
indirect enum List<Element> {
    case empty
    case node(Element, List<Element>)
    func prepending(_ e: Element) -> List { .node(e, self) }
    var count: Int {
        if case let .node(_, rest) = self { return 1 + rest.count }
        return 0
    }
    func toArray() -> [Element] {
        switch self {
        case .empty: return []
        case let .node(head, tail): return [head] + tail.toArray()
        }
    }
}
let list = List<Int>.empty.prepending(3).prepending(2).prepending(1)
print(list.count, list.toArray())
let words = List.node("a", .node("b", .empty))
print(words.toArray(), words.count)
