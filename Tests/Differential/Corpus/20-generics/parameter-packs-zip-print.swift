// Variadic generics: a pack-expanding function that describes each value and its type.
func describe<V>(_ value: V) -> String { "\(value): \(type(of: value))" }
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var result: [String] = []
    repeat result.append(describe(each values))
    return result
}
struct Tag { let name: String }
print(describeAll(1, "iki", 3.0, Tag(name: "x"), [true]))
func firsts<each T>(_ arrays: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each arrays).first)
}
let f = firsts([1, 2], ["a"], [Double]())
print(f.0 as Any, f.1 as Any, f.2 as Any)
struct Row<each Column> {
    var columns: (repeat each Column)
    init(_ columns: repeat each Column) { self.columns = (repeat each columns) }
}
print(Row(1, "a", false).columns)
