// A generic Either enum with map methods and a generic function producing pairs of results.
enum Either<Left, Right> {
    case left(Left), right(Right)
    func map<T>(_ f: (Right) -> T) -> Either<Left, T> {
        switch self { case .left(let l): return .left(l); case .right(let r): return .right(f(r)) }
    }
    var rightValue: Right? { if case .right(let r) = self { return r }; return nil }
}
func parse(_ s: String) -> Either<String, Int> { Int(s).map { .right($0) } ?? .left("bad input: \(s)") }
let parsed = ["10", "x", "32"].map(parse)
for p in parsed { print(p) }
print(parsed.map { $0.map { $0 * 2 } }.compactMap(\.rightValue))
print(Either<String, Int>.right(1), Either<Int, String>.left(5))
