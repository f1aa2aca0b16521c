// [BlockEnum: Int] sorted by rawValue, Set<BlockStruct> sorted, synthesized Comparable via sorted()
enum Fruit: String, CaseIterable { case pear, apple, fig, banana }
enum Priority: Int, Comparable {
    case low = 1, high = 3, medium = 2
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
struct Point: Hashable, Comparable {
    var x: Int, y: Int
    static func < (a: Point, b: Point) -> Bool { (a.x, a.y) < (b.x, b.y) }
}
enum Suit: Comparable { case clubs, diamonds, hearts, spades }
var counts: [Fruit: Int] = [:]
for f in ["fig", "apple", "fig", "pear", "banana", "fig", "apple"].compactMap(Fruit.init) { counts[f, default: 0] += 1 }
for (k, v) in counts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) { print(k, v) }
print([Priority.high, .low, .medium].sorted())
let pts: Set<Point> = [Point(x: 2, y: 1), Point(x: 1, y: 5), Point(x: 1, y: 2)]
print(pts.sorted())
print([Suit.spades, .clubs, .hearts].sorted(), Suit.diamonds < .hearts)
print(Dictionary(grouping: Fruit.allCases, by: { $0.rawValue.count }).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
