// Interview prep: a generic binary heap with a where-clause initializer, used for top-k and heap sort.
struct Heap<T> {
    private(set) var items: [T] = []
    let areSorted: (T, T) -> Bool
    init(_ areSorted: @escaping (T, T) -> Bool) { self.areSorted = areSorted }
    var count: Int { items.count }
    var peek: T? { items.first }
    mutating func push(_ x: T) {
        items.append(x)
        var i = items.count - 1
        while i > 0, areSorted(items[i], items[(i - 1) / 2]) {
            items.swapAt(i, (i - 1) / 2); i = (i - 1) / 2
        }
    }
    mutating func pop() -> T? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var best = i
            if l < items.count, areSorted(items[l], items[best]) { best = l }
            if r < items.count, areSorted(items[r], items[best]) { best = r }
            if best == i { break }
            items.swapAt(i, best); i = best
        }
        return top
    }
}
extension Heap where T: Comparable {
    static func minHeap() -> Heap { Heap(<) }
}

// Time: O(n log k), Space: O(k)
func kthLargest(_ nums: [Int], _ k: Int) -> Int {
    var h = Heap<Int>.minHeap()
    for x in nums { h.push(x); if h.count > k { _ = h.pop() } }
    return h.peek!
}
print(kthLargest([3, 2, 1, 5, 6, 4], 2))
print(kthLargest([3, 2, 3, 1, 2, 4, 5, 5, 6], 4))
var words = Heap<String> { $0.count > $1.count || ($0.count == $1.count && $0 < $1) }
for w in "the quick brown fox jumps over a lazy dog".split(separator: " ") { words.push(String(w)) }
var out: [String] = []
while let w = words.pop() { out.append(w) }
print(out)
