// Parameter packs (each/repeat): a generic function over any number of differently typed values.
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var parts: [String] = []
    repeat parts.append(String(describing: each value))
    return parts
}
print(describeAll(1, "two", 3.0, true))
func firstElements<each S: Sequence>(_ seq: repeat each S) -> (repeat (each S).Element?) {
    (repeat (each seq).first(where: { _ in true }))
}
let firsts = firstElements([1, 2], "abc", [true])
print(firsts)
