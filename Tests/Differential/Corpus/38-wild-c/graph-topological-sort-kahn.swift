// Course-scheduling interview problem: Kahn's topological sort and cycle detection with a DFS color map.
enum Color { case white, gray, black }
func topoSort(_ n: Int, _ prereqs: [[Int]]) -> [Int]? {
    var adj = [[Int]](repeating: [], count: n), indeg = [Int](repeating: 0, count: n)
    for p in prereqs { adj[p[1]].append(p[0]); indeg[p[0]] += 1 }
    var queue = (0..<n).filter { indeg[$0] == 0 }, order: [Int] = []
    while !queue.isEmpty {
        let u = queue.removeFirst(); order.append(u)
        for v in adj[u] { indeg[v] -= 1; if indeg[v] == 0 { queue.append(v) } }
    }
    return order.count == n ? order : nil
}
func hasCycle(_ n: Int, _ edges: [(Int, Int)]) -> Bool {
    var color = [Color](repeating: .white, count: n)
    var adj = [Int: [Int]]()
    for (a, b) in edges { adj[a, default: []].append(b) }
    func visit(_ u: Int) -> Bool {
        color[u] = .gray
        for v in adj[u] ?? [] {
            if color[v] == .gray || (color[v] == .white && visit(v)) { return true }
        }
        color[u] = .black
        return false
    }
    return (0..<n).contains { color[$0] == .white && visit($0) }
}
print(topoSort(4, [[1, 0], [2, 0], [3, 1], [3, 2]]) as Any)
print(topoSort(2, [[1, 0], [0, 1]]) as Any)
print(hasCycle(3, [(0, 1), (1, 2)]), hasCycle(3, [(0, 1), (1, 2), (2, 0)]))
let courses = ["Intro", "Data Structures", "Algorithms", "Compilers"]
if let order = topoSort(4, [[1, 0], [2, 1], [3, 2], [3, 1]]) { print(order.map { courses[$0] }.joined(separator: " -> ")) }
