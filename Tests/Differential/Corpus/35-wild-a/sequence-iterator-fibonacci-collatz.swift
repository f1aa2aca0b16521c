// Sequence and IteratorProtocol conformances: Fibonacci, Collatz, a countdown struct, used with lazy and prefix.
struct Fibonacci: Sequence, IteratorProtocol {
    private var state = (0, 1)
    mutating func next() -> Int? {
        defer { state = (state.1, state.0 + state.1) }
        return state.0
    }
}

struct Collatz: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current: Int? = start
        return AnyIterator {
            guard let value = current else { return nil }
            current = value == 1 ? nil : (value.isMultiple(of: 2) ? value / 2 : 3 * value + 1)
            return value
        }
    }
}

struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        guard count > 0 else { return nil }
        defer { count -= 1 }
        return count
    }
}

print(Array(Fibonacci().prefix(12)))
print(Array(Fibonacci().lazy.filter { $0.isMultiple(of: 2) }.prefix(5)))
print(Collatz(start: 6).map(String.init).joined(separator: " → "))
print(Collatz(start: 27).reduce(0) { max($0, $1) }, Array(Collatz(start: 27)).count)
for n in Countdown(count: 3) { print(n, terminator: "... ") }
print("liftoff")
var it = Countdown(count: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
