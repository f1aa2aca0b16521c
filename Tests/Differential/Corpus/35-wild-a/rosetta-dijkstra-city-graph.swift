// Rosetta Code: Dijkstra's shortest paths on a weighted graph given as a dictionary literal, path reconstruction.
typealias Graph = [String: [(to: String, cost: Int)]]

let roads: Graph = [
    "Bakı": [("Sumqayıt", 35), ("Şamaxı", 120), ("Quba", 170)],
    "Sumqayıt": [("Quba", 130), ("Şamaxı", 100)],
    "Şamaxı": [("Gəncə", 250), ("Şəki", 180)],
    "Quba": [("Şəki", 300)],
    "Şəki": [("Gəncə", 110)],
    "Gəncə": [],
]

func dijkstra(_ graph: Graph, from source: String) -> (dist: [String: Int], previous: [String: String]) {
    var dist = [source: 0], previous: [String: String] = [:]
    var unvisited = Set(graph.keys)
    while let current = unvisited.filter({ dist[$0] != nil }).min(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) {
        unvisited.remove(current)
        for edge in graph[current] ?? [] where unvisited.contains(edge.to) {
            let candidate = dist[current]! + edge.cost
            if candidate < dist[edge.to, default: .max] {
                dist[edge.to] = candidate
                previous[edge.to] = current
            }
        }
    }
    return (dist, previous)
}

func path(to target: String, _ previous: [String: String]) -> [String] {
    var route = [target]
    while let p = previous[route[0]] { route.insert(p, at: 0) }
    return route
}

let (dist, previous) = dijkstra(roads, from: "Bakı")
for city in dist.keys.sorted(by: { dist[$0]! < dist[$1]! }) {
    print("\(city): \(dist[city]!) km via \(path(to: city, previous).joined(separator: " → "))")
}
print(dijkstra(roads, from: "Gəncə").dist)
