// Swift 5.9 parameter packs: variadic generic functions and a generic struct over a pack of values.
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    func add<V>(_ v: V) { out.append("\(V.self)=\(v)") }
    repeat add(each values)
    return out
}

func zipTuples<each A, each B>(_ a: (repeat each A), _ b: (repeat each B)) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

struct Row<each Column> {
    let columns: (repeat each Column)
    init(_ columns: repeat each Column) { self.columns = (repeat each columns) }
    func render() -> String {
        var parts: [String] = []
        repeat parts.append(String(describing: each columns))
        return "| " + parts.joined(separator: " | ") + " |"
    }
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) { if l != r { return false } }
    return true
}

print(describeAll(1, "two", 3.0, [4]))
print(zipTuples((1, "a"), (true, 2.5)))
print(Row("Leyla", 31, true).render())
print(Row(1).render(), Row().render())
print(allEqual((1, "x"), (1, "x")), allEqual((1, "x", 2.0), (1, "y", 2.0)))
