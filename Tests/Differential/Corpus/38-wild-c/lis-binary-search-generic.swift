// Generic lower/upper bound on RandomAccessCollection where Element: Comparable, used for LIS in O(n log n).
extension RandomAccessCollection where Element: Comparable {
    func lowerBound(_ x: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] < x { lo = index(after: mid) } else { hi = mid }
        }
        return lo
    }
    func upperBound(_ x: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if x < self[mid] { hi = mid } else { lo = index(after: mid) }
        }
        return lo
    }
    func equalRange(_ x: Element) -> Range<Index> { lowerBound(x)..<upperBound(x) }
}
func lisLength<T: Comparable>(_ a: [T], strict: Bool = true) -> Int {
    var tails: [T] = []
    for x in a {
        let i = strict ? tails.lowerBound(x) : tails.upperBound(x)
        if i == tails.count { tails.append(x) } else { tails[i] = x }
    }
    return tails.count
}
let sorted = [1, 2, 2, 2, 5, 7, 9]
print(sorted.lowerBound(2), sorted.upperBound(2), sorted.equalRange(2), sorted.lowerBound(10), sorted.equalRange(3))
print(lisLength([10, 9, 2, 5, 3, 7, 101, 18]), lisLength([0, 1, 0, 3, 2, 3]), lisLength([7, 7, 7]), lisLength([7, 7, 7], strict: false))
print(lisLength(Array("abracadabra")), ["b", "d", "f"].lowerBound("c"))
let slice = sorted[2...5]
print(slice.lowerBound(5), slice.equalRange(2))
