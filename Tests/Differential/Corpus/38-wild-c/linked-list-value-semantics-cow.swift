// A singly linked list as an indirect enum with Sequence conformance, ExpressibleByArrayLiteral and map/reverse.
indirect enum List<T>: Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    case end
    case cons(T, List<T>)
    init(arrayLiteral elements: T...) {
        self = elements.reversed().reduce(List.end) { .cons($1, $0) }
    }
    func makeIterator() -> AnyIterator<T> {
        var current = self
        return AnyIterator {
            guard case let .cons(head, tail) = current else { return nil }
            current = tail
            return head
        }
    }
    var reversedList: List<T> { reduce(List.end) { .cons($1, $0) } }
    func mapList<U>(_ f: (T) -> U) -> List<U> {
        guard case let .cons(h, t) = self else { return .end }
        return .cons(f(h), t.mapList(f))
    }
    var description: String { "(" + map { "\($0)" }.joined(separator: " ") + ")" }
}
let xs: List = [1, 2, 3, 4]
print(xs, xs.reversedList, xs.mapList { $0 * 10 })
print(xs.reduce(0, +), xs.contains(3), Array(xs.lazy.filter { $0 % 2 == 0 }))
let words: List<String> = ["swift", "is", "fun"]
print(words.mapList { $0.uppercased() }, words.underestimatedCount, List<Int>.end)
if case let .cons(first, rest) = words { print(first, rest) }
