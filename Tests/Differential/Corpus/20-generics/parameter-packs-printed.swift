// Parameter packs (each T / repeat) in top-level generic functions and a generic struct, printed.
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append(line(each value))
    return out
}
func line<V>(_ v: V) -> String { "\(v): \(type(of: v))" }
struct Row<each Column> {
    var columns: (repeat each Column)
    init(_ c: repeat each Column) { columns = (repeat each c) }
}
struct Money { var cents: Int }
enum Flag { case on }
print(describeAll(1, "two", Money(cents: 3), Flag.on, [Flag.on]))
let r = Row(1, "a", Money(cents: 9))
print(r.columns)
print(type(of: r))
print(String(reflecting: type(of: r)))
dump(r)
func firsts<each T>(_ arrays: repeat [each T]) -> (repeat (each T)?) { (repeat (each arrays).first) }
print(firsts([1, 2], ["x"], [Money]()))
