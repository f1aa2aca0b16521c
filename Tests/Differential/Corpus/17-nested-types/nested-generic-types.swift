// Generic types nested inside generic types, printed and dumped.
struct Graph<Label: Hashable & Comparable> {
    struct Edge: CustomStringConvertible {
        let from: Label, to: Label
        var description: String { "\(from)->\(to)" }
    }
    var edges: [Edge] = []
    mutating func connect(_ a: Label, _ b: Label) { edges.append(Edge(from: a, to: b)) }
    func neighbours(of label: Label) -> [Label] { edges.filter { $0.from == label }.map(\.to).sorted() }
}
var g = Graph<String>()
g.connect("A", "C"); g.connect("A", "B"); g.connect("B", "C")
print(g.edges)
print(g.neighbours(of: "A"))
let edge = Graph<Int>.Edge(from: 1, to: 2)
print(edge, type(of: edge))
dump(edge)
