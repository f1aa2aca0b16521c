// Extensions of Array and Collection with constrained methods (where Element: Numeric).
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    var isNotEmpty: Bool { !isEmpty }
}
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
extension Array where Element == String {
    func sentence() -> String { joined(separator: ", ") + "." }
}
print([1, 2, 3].sum(), [1.5, 2.5].sum())
print([10, 20][safe: 1] as Any, [10, 20][safe: 5] as Any, "abc"[safe: "abc".startIndex] as Any)
print([3, 1, 3, 2, 1].uniqued(), "mississippi".uniqued().map(String.init).joined())
print(["elma", "armud", "nar"].sentence(), [Int]().isNotEmpty)
