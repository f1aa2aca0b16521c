// main.swift — a struct method that changes a property must be mutating
struct Counter {
    var count = 0

    func increment() {
        count += 1
    }
}

var counter = Counter()
counter.increment()
print(counter.count)
