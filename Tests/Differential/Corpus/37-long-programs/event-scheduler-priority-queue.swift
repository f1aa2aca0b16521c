// Discrete-event scheduler: a generic priority queue, events with closures, recurring jobs and a simulated clock.
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }
    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    func peek() -> Element? { heap.first }

    mutating func insert(_ e: Element) {
        heap.append(e)
        siftUp(heap.count - 1)
    }
    mutating func popMin() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        defer { siftDown(0) }
        return heap.removeLast()
    }
    private mutating func siftUp(_ i: Int) {
        var child = i
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent); child = parent
        }
    }
    private mutating func siftDown(_ i: Int) {
        var parent = i
        while true {
            let l = 2 * parent + 1, r = l + 1
            var first = parent
            if l < heap.count && before(heap[l], heap[first]) { first = l }
            if r < heap.count && before(heap[r], heap[first]) { first = r }
            if first == parent { return }
            heap.swapAt(parent, first); parent = first
        }
    }
}

final class Scheduler {
    struct Event {
        let time: Int
        let priority: Int
        let sequence: Int
        let name: String
        let action: (Scheduler) -> Void
    }
    private var queue = PriorityQueue<Event> { a, b in
        (a.time, -a.priority, a.sequence) < (b.time, -b.priority, b.sequence)
    }
    private(set) var now = 0
    private var sequence = 0
    private(set) var history: [String] = []
    var cancelled: Set<String> = []

    func schedule(_ name: String, at time: Int, priority: Int = 0, _ action: @escaping (Scheduler) -> Void = { _ in }) {
        sequence += 1
        queue.insert(Event(time: time, priority: priority, sequence: sequence, name: name, action: action))
    }
    func after(_ delay: Int, _ name: String, priority: Int = 0, _ action: @escaping (Scheduler) -> Void = { _ in }) {
        schedule(name, at: now + delay, priority: priority, action)
    }
    func every(_ period: Int, _ name: String, times: Int) {
        guard times > 0 else { return }
        after(period, name) { s in s.every(period, name, times: times - 1) }
    }
    func run(until limit: Int) {
        while let next = queue.peek(), next.time <= limit {
            let event = queue.popMin()!
            now = event.time
            if cancelled.contains(event.name) { history.append("t=\(now) skip \(event.name)"); continue }
            history.append("t=\(now) p=\(event.priority) \(event.name)")
            event.action(self)
        }
        now = limit
    }
    var pending: Int { queue.count }
}

let scheduler = Scheduler()
scheduler.schedule("boot", at: 0, priority: 10) { s in
    s.after(5, "load config")
    s.after(5, "start network", priority: 5)
    s.every(10, "heartbeat", times: 4)
}
scheduler.schedule("user login", at: 12) { s in
    s.after(3, "fetch inbox") { s in s.after(1, "render inbox") }
    s.after(30, "session timeout")
}
scheduler.schedule("backup", at: 25, priority: -1)
scheduler.schedule("backup", at: 25, priority: 3)
scheduler.run(until: 20)
print("-- at \(scheduler.now), pending \(scheduler.pending)")
scheduler.cancelled.insert("session timeout")
scheduler.run(until: 100)
scheduler.history.forEach { print($0) }
print("-- at \(scheduler.now), pending \(scheduler.pending)")

var numbers = PriorityQueue<Int>(by: >)
[5, 1, 9, 3, 7, 9, 2].forEach { numbers.insert($0) }
var drained: [Int] = []
while let n = numbers.popMin() { drained.append(n) }
print(drained)
