// Kruskal's MST with a global union-find (path compression, union by rank) and tuple edges sorted stably.
var parent = Array(0..<7)
var rank = [Int](repeating: 0, count: 7)

@discardableResult
func find(_ x: Int) -> Int {
    if parent[x] != x { parent[x] = find(parent[x]) }
    return parent[x]
}

func union(_ a: Int, _ b: Int) -> Bool {
    var ra = find(a), rb = find(b)
    if ra == rb { return false }
    if rank[ra] < rank[rb] { swap(&ra, &rb) }
    parent[rb] = ra
    if rank[ra] == rank[rb] { rank[ra] += 1 }
    return true
}

let edges: [(u: Int, v: Int, w: Int)] = [
    (0, 1, 7), (0, 3, 5), (1, 2, 8), (1, 3, 9), (1, 4, 7), (2, 4, 5),
    (3, 4, 15), (3, 5, 6), (4, 5, 8), (4, 6, 9), (5, 6, 11),
]
var total = 0
var chosen: [String] = []
for e in edges.sorted(by: { $0.w < $1.w }) where union(e.u, e.v) {
    total += e.w
    chosen.append("\(Character(UnicodeScalar(65 + e.u)!))-\(Character(UnicodeScalar(65 + e.v)!))(\(e.w))")
}
print(chosen.joined(separator: ", "))
print("weight =", total)
print("roots:", (0..<7).map { find($0) })
print("ranks:", rank)
