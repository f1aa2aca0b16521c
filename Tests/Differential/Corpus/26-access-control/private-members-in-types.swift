// private and fileprivate members used by extensions in the same file; private(set) outside access.
struct Counter {
    private var count = 0
    fileprivate var label = "counter"
    private(set) var history: [Int] = []
    mutating func increment() { count += 1; history.append(count) }
}
extension Counter {
    var current: Int { count }
    mutating func reset() { count = 0; history.removeAll() }
}
var c = Counter()
c.increment(); c.increment(); c.increment()
print(c.current, c.history, c.label)
c.reset()
print(c.current, c.history)
fileprivate struct Hidden { var value = 7 }
print(Hidden().value)
