// Type constraints: Equatable, Comparable and Hashable generic helpers.
func findIndex<T: Equatable>(of value: T, in array: [T]) -> Int? { array.firstIndex(of: value) }
func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }
func frequencies<T: Hashable & Comparable>(_ items: [T]) -> [(T, Int)] {
    var counts: [T: Int] = [:]
    for item in items { counts[item, default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}
print(findIndex(of: "b", in: ["a", "b"]) as Any, findIndex(of: 9, in: [1]) as Any)
print(clamp(15, 0, 10), clamp(-2.5, -1.0, 1.0), clamp("m", "a", "k"))
print(frequencies(["x", "y", "x", "z", "x"]))
print(frequencies([3, 1, 3]))
