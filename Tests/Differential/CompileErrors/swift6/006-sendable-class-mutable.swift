// main.swift — a final class with a var property cannot conform to Sendable
// compiles in Swift 5
final class Counter: Sendable {
    var value = 0

    func increment() { value += 1 }
}

let counter = Counter()
counter.increment()
print(counter.value)
