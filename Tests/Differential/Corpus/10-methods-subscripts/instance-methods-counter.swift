// Instance methods on a class, calling each other through implicit self.
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
    func incrementTwice() { increment(); increment() }
}
let counter = Counter()
counter.increment()
print(counter.count)
counter.increment(by: 5)
print(counter.count)
counter.incrementTwice()
print(counter.count)
counter.reset()
print(counter.count)
