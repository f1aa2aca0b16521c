// Synthesised Equatable, Hashable and Comparable: sets and dictionaries of program types, printed sorted.
struct Coordinate: Hashable, Comparable, CustomStringConvertible {
    var x: Int, y: Int
    static func < (a: Coordinate, b: Coordinate) -> Bool { (a.x, a.y) < (b.x, b.y) }
    var description: String { "(\(x),\(y))" }
}

enum Terrain: String, Hashable, Comparable, CaseIterable {
    case water, sand, grass, rock
    static func < (a: Terrain, b: Terrain) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

enum Priority: Comparable { case low, medium, high(urgency: Int) }

var visited: Set<Coordinate> = []
let path = [Coordinate(x: 0, y: 0), .init(x: 1, y: 0), .init(x: 1, y: 1), .init(x: 0, y: 0), .init(x: 1, y: 0)]
for step in path {
    let (inserted, _) = visited.insert(step)
    print(step, inserted ? "new" : "seen")
}
print(visited.sorted(), visited.count)

let map: [Coordinate: Terrain] = [.init(x: 0, y: 0): .water, .init(x: 0, y: 1): .sand, .init(x: 2, y: 1): .rock, .init(x: 1, y: 1): .grass]
for (coord, terrain) in map.sorted(by: { $0.key < $1.key }) { print(coord, terrain) }
let byTerrain = Dictionary(grouping: map.keys, by: { map[$0]! })
print(byTerrain.keys.sorted(), byTerrain.mapValues { $0.sorted() }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(Terrain.water < .rock, Terrain.allCases.max()!, Terrain.allCases.sorted(by: >))
print([Priority.high(urgency: 2), .low, .high(urgency: 1), .medium].sorted())
print(Priority.medium < .high(urgency: 0), Priority.high(urgency: 3) == .high(urgency: 3))
let tally = Set(["çay", "kahve", "çay", "su"]).sorted()
print(tally, Set([Terrain.sand, .sand, .rock]).sorted())
