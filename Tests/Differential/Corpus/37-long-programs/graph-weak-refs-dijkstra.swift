// A city road graph with class nodes, weak back-references, BFS/DFS traversals and Dijkstra shortest paths.
final class City {
    let name: String
    var roads: [Road] = []
    init(_ name: String) { self.name = name }
    deinit { print("City \(name) demolished") }
}

final class Road {
    weak var from: City?
    unowned let to: City
    let km: Int
    init(from: City, to: City, km: Int) { self.from = from; self.to = to; self.km = km }
}

final class RoadMap {
    private(set) var cities: [String: City] = [:]

    func city(_ name: String) -> City {
        if let c = cities[name] { return c }
        let c = City(name)
        cities[name] = c
        return c
    }
    func connect(_ a: String, _ b: String, km: Int) {
        let ca = city(a), cb = city(b)
        ca.roads.append(Road(from: ca, to: cb, km: km))
        cb.roads.append(Road(from: cb, to: ca, km: km))
    }
    func remove(_ name: String) {
        guard let gone = cities.removeValue(forKey: name) else { return }
        for c in cities.values { c.roads.removeAll { $0.to === gone } }
    }

    func bfs(from start: String) -> [String] {
        guard let s = cities[start] else { return [] }
        var seen: Set<String> = [s.name], queue = [s], order: [String] = []
        while !queue.isEmpty {
            let c = queue.removeFirst()
            order.append(c.name)
            for r in c.roads.sorted(by: { $0.to.name < $1.to.name }) where seen.insert(r.to.name).inserted { queue.append(r.to) }
        }
        return order
    }

    func dfs(from start: String) -> [String] {
        var seen: Set<String> = [], order: [String] = []
        func visit(_ c: City) {
            guard seen.insert(c.name).inserted else { return }
            order.append(c.name)
            c.roads.map(\.to).sorted { $0.name < $1.name }.forEach(visit)
        }
        cities[start].map(visit)
        return order
    }

    func dijkstra(from start: String, to goal: String) -> (km: Int, path: [String])? {
        var dist: [String: Int] = [start: 0], previous: [String: String] = [:], done: Set<String> = []
        while case let (name, d)? = dist.filter({ !done.contains($0.key) }).min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            if name == goal { break }
            done.insert(name)
            for road in cities[name]!.roads where !done.contains(road.to.name) {
                let candidate = d + road.km
                if candidate < dist[road.to.name, default: .max] {
                    dist[road.to.name] = candidate
                    previous[road.to.name] = name
                }
            }
        }
        guard let total = dist[goal] else { return nil }
        var path = [goal]
        while let p = previous[path[0]] { path.insert(p, at: 0) }
        return (total, path)
    }
}

let map = RoadMap()
for (a, b, km) in [("Amsterdam", "Utrecht", 45), ("Utrecht", "Arnhem", 65), ("Amsterdam", "Haarlem", 20),
                   ("Haarlem", "Leiden", 30), ("Leiden", "Den Haag", 20), ("Den Haag", "Rotterdam", 25),
                   ("Rotterdam", "Utrecht", 60), ("Utrecht", "Den Haag", 62), ("Arnhem", "Nijmegen", 20)] {
    map.connect(a, b, km: km)
}
print("BFS:", map.bfs(from: "Amsterdam").joined(separator: " → "))
print("DFS:", map.dfs(from: "Amsterdam").joined(separator: " → "))
for (a, b) in [("Amsterdam", "Rotterdam"), ("Haarlem", "Nijmegen"), ("Leiden", "Leiden")] {
    if let route = map.dijkstra(from: a, to: b) { print("\(a) to \(b): \(route.km) km via \(route.path)") }
}
let road = map.cities["Arnhem"]!.roads[0]
print("road from \(road.from?.name ?? "?") to \(road.to.name), \(road.km) km")
map.remove("Utrecht")
print("after removing Utrecht:", map.dijkstra(from: "Amsterdam", to: "Arnhem").map { "\($0.km)" } ?? "unreachable")
print("weak from still set:", road.from != nil, map.cities.count)
do {
    let island = RoadMap()
    _ = island.city("Texel")
    print(island.bfs(from: "Texel"), island.dfs(from: "Vlieland"))
}
print("end")
