// LeetCode "Kth Largest Element in a Stream" with a hand-written generic binary Heap struct.
struct Heap<Element> {
    private var storage: [Element] = []
    private let areSorted: (Element, Element) -> Bool
    init(by areSorted: @escaping (Element, Element) -> Bool) { self.areSorted = areSorted }
    var count: Int { storage.count }
    var peek: Element? { storage.first }

    mutating func push(_ e: Element) {
        storage.append(e)
        var child = storage.count - 1
        while child > 0, areSorted(storage[child], storage[(child - 1) / 2]) {
            storage.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }
    @discardableResult mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var candidate = parent
            if l < storage.count, areSorted(storage[l], storage[candidate]) { candidate = l }
            if r < storage.count, areSorted(storage[r], storage[candidate]) { candidate = r }
            if candidate == parent { return top }
            storage.swapAt(parent, candidate)
            parent = candidate
        }
    }
}

extension Heap where Element: Comparable {
    static var minHeap: Heap { Heap(by: <) }
}

class KthLargest {
    private var heap = Heap<Int>.minHeap
    private let k: Int
    init(_ k: Int, _ nums: [Int]) { self.k = k; nums.forEach { _ = add($0) } }
    func add(_ val: Int) -> Int {
        heap.push(val)
        if heap.count > k { heap.pop() }
        return heap.peek!
    }
}

let stream = KthLargest(3, [4, 5, 8, 2])
print([3, 5, 10, 9, 4].map { stream.add($0) })
var maxHeap = Heap<String>(by: >)
["pear", "apple", "fig", "quince"].forEach { maxHeap.push($0) }
print((0..<5).map { _ in maxHeap.pop() ?? "-" })
