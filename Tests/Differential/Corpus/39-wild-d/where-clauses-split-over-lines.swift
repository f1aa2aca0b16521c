// Generic parameter lists, parameters and where clauses split over many lines
func merged<
    A: Sequence,
    B: Sequence
>(
    _ first: A,
    _ second: B
) -> [A.Element]
where
    A.Element == B.Element,
    A.Element: Comparable
{
    (Array(first) + Array(second)).sorted()
}
extension Array
where
    Element: Numeric
{
    var total: Element { reduce(0, +) }
}
print(merged([5, 1], Set([3])))
print([1.5, 2.5].total)
