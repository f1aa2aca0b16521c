// print(type(of:)) and interpolation for generic block types with nested and constrained generics
struct Pair<A, B> { var a: A; var b: B }
class Box<T> { let v: T; init(_ v: T) { self.v = v } }
enum Either<L, R> { case left(L), right(R) }
extension Pair where A == B { var same: Bool { true } }
let p = Pair(a: 1, b: "x")
let q = Pair(a: Box(2.5), b: Either<Int, String>.left(3))
print(type(of: p), type(of: q))
print(p)
print(q.b)
print(Box("s"))
print(Pair(a: 1, b: 2).same)
func show<T>(_ x: T) -> String { "\(T.self): \(x)" }
print(show(Either<Pair<Int, Int>, Never>.left(Pair(a: 0, b: 1))))
print(show([Box(1)].map { $0.v }))
debugPrint(Pair(a: "q", b: Optional<Int>.none))
