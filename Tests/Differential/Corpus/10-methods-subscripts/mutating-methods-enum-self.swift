// Mutating methods that replace self on structs and enums, and chaining non-mutating versions.
struct Vector {
    var x: Int, y: Int
    mutating func scale(by k: Int) { x *= k; y *= k }
    func scaled(by k: Int) -> Vector { var copy = self; copy.scale(by: k); return copy }
    mutating func rotate() { self = Vector(x: -y, y: x) }
}
var v = Vector(x: 1, y: 2)
v.scale(by: 3)
print(v)
v.rotate()
print(v)
print(v.scaled(by: 2).scaled(by: -1), v)
enum Toggle { case on, off; mutating func flip() { self = self == .on ? .off : .on } }
var t = Toggle.off
t.flip(); print(t); t.flip(); print(t)
