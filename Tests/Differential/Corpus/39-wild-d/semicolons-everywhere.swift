// Semicolons after every statement and declaration, several to a line
struct P { var x: Int; var y: Int; };
enum Dir { case n, s; var flip: Dir { self == .n ? .s : .n }; };
func add(_ a: P, _ b: P) -> P { return P(x: a.x + b.x, y: a.y + b.y); };
var p = P(x: 1, y: 2); p = add(p, p); print(p.x, p.y);
let d = Dir.n; print(d, d.flip);
for i in 0..<3 { p.x += i; }; print(p.x);
typealias Pair = (P, Dir); let pair: Pair = (p, .s); print(pair.1);
