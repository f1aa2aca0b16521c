// Parameter packs: variadic generic functions and a variadic generic type
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each value { out.append("\(v)") }
    return out
}
struct Tuple<each Element> {
    var items: (repeat each Element)
    init(_ items: repeat each Element) { self.items = (repeat each items) }
}
func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
print(describeAll(1, "two", 3.0, [4]))
print(Tuple(1, true, "x").items)
print(pairUp(1, "a", with: 2.5, false))
