// A protocol using Self in requirements, adopted by structs and used with generic constraints.
protocol Mergeable { func merged(with other: Self) -> Self }
struct Tally: Mergeable { var count: Int; func merged(with o: Tally) -> Tally { Tally(count: count + o.count) } }
struct Tags: Mergeable {
    var values: [String]
    func merged(with o: Tags) -> Tags { Tags(values: Array(Set(values + o.values)).sorted()) }
}
func mergeAll<T: Mergeable>(_ items: [T]) -> T? {
    guard var result = items.first else { return nil }
    for item in items.dropFirst() { result = result.merged(with: item) }
    return result
}
print(mergeAll([Tally(count: 1), Tally(count: 5), Tally(count: 2)]) as Any)
print(mergeAll([Tags(values: ["b", "a"]), Tags(values: ["c", "a"])])!.values)
print(mergeAll([Tally]()) as Any)
