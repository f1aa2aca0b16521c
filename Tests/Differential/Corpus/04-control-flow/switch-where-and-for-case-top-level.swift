// switch with where clauses and for case let patterns at top level over block types
enum Shape { case circle(r: Double), rect(w: Double, h: Double), point }
let shapes: [Shape] = [.circle(r: 1), .rect(w: 2, h: 3), .point, .circle(r: 5), .rect(w: 4, h: 4)]
for shape in shapes {
    switch shape {
    case .circle(let r) where r > 2: print("big circle", r)
    case .circle(let r): print("small circle", r)
    case let .rect(w, h) where w == h: print("square", w)
    case .rect(let w, let h): print("rect", w, "x", h)
    case .point: print("point")
    }
}
for case let .circle(r) in shapes { print("radius", r) }
for case .rect(let w, _) in shapes where w > 2 { print("wide", w) }
let optionals: [Int?] = [1, nil, 3, nil, 5]
for case let n? in optionals { print(n, terminator: " ") }
print()
if case .point = shapes[2] { print("third is point") }
let pair = (3, "x")
switch pair {
case (let n, "x") where n.isMultiple(of: 3): print("multiple of three with x")
default: print("other")
}
