// Code-golf style: declarations and statements packed on single lines with semicolons, globals and types interleaved.
var total = 0; func add(_ n: Int) { total += n }; add(3); add(4); print("total", total)
struct P { var x = 0, y = 0 }; let origin = P(); var moved = origin; moved.x += 5; print(origin.x, moved.x)
enum Dir { case n, s }; extension Dir { var flipped: Dir { self == .n ? .s : .n } }; print(Dir.n.flipped)
let squares = (1...5).map { $0 * $0 }; let evens = squares.filter { $0 % 2 == 0 }; print(squares, evens)
class Counter { var n = 0; func tick() -> Int { n += 1; return n } }; let c = Counter(); _ = c.tick(); print(c.tick())
func greet(_ s: String) -> String { "hi \(s)" }; print(greet("you")); let later = greet("later"); print(later)
typealias Pair = (Int, Int); let pair: Pair = (1, 2); print(pair.0 + pair.1); do { let pair = 5; print(pair) }
