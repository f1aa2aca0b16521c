// switch over tuples with wildcards, ranges and value bindings with where.
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "at the origin"
    case (_, 0): return "on the x-axis"
    case (0, _): return "on the y-axis"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y) where x == y: return "on the line x == y"
    case let (x, y) where x == -y: return "on the line x == -y"
    case (let x, _) where x > 0: return "somewhere right"
    default: return "somewhere else"
    }
}
let points = [(0, 0), (3, 0), (0, -4), (1, 2), (5, 5), (4, -4), (9, 1), (-9, 1)]
for p in points { print(p, classify(p)) }
