// Custom IteratorProtocol/Sequence pairs: lexicographic permutations (next_permutation) and k-combinations.
struct Permutations<T: Comparable>: Sequence, IteratorProtocol {
    private var current: [T]?
    init(_ items: [T]) { current = items.sorted() }
    mutating func next() -> [T]? {
        guard var a = current else { return nil }
        let result = a
        var i = a.count - 2
        while i >= 0 && a[i] >= a[i + 1] { i -= 1 }
        if i < 0 { current = nil; return result }
        var j = a.count - 1
        while a[j] <= a[i] { j -= 1 }
        a.swapAt(i, j)
        a[(i + 1)...].reverse()
        current = a
        return result
    }
}
struct Combinations: Sequence {
    let n: Int, k: Int
    func makeIterator() -> AnyIterator<[Int]> {
        var idx: [Int]? = k <= n ? Array(0..<k) : nil
        return AnyIterator {
            guard let cur = idx else { return nil }
            var nxt = cur, i = k - 1
            while i >= 0 && nxt[i] == n - k + i { i -= 1 }
            if i < 0 { idx = nil } else {
                nxt[i] += 1
                for j in (i + 1)..<k { nxt[j] = nxt[j - 1] + 1 }
                idx = nxt
            }
            return cur
        }
    }
}
print(Permutations([3, 1, 2]).map { $0.map(String.init).joined() })
print(Array(Permutations(Array("aab"))).map { String($0) })
print(Permutations(Array(1...5)).reduce(0) { n, _ in n + 1 })
print(Array(Combinations(n: 5, k: 3)).map { $0.map(String.init).joined() }.joined(separator: " "))
print(Array(Combinations(n: 3, k: 0)), Array(Combinations(n: 2, k: 3)))
