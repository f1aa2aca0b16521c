// Labeled associated values, synthesized Equatable/Comparable and printing with labels.
enum Shape: Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case let .rectangle(w, h): return w * h
        case .point: return 0
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 2, height: 5), .point]
for s in shapes { print(s, s.area) }
print(shapes[0] == .circle(radius: 2), shapes[1] == .rectangle(width: 5, height: 2))
enum Priority: Comparable { case low, medium, high }
print([Priority.high, .low, .medium].sorted(), Priority.low < .high)
enum Size: Int, Comparable {
    case s = 1, m, l
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
print([Size.l, .s, .m].max()!)
