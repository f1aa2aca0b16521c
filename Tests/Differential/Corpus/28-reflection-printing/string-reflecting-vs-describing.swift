// String(describing:) versus String(reflecting:) for strings, numbers, types and custom types.
struct Point { var x: Int; var y: Int }
final class Box { var value = 1 }
enum Kind { case a }
let values: [Any] = ["text", 42, 2.5, Point(x: 1, y: 2), Box(), Kind.a, [1, 2], ["k": "v"], (1, "t"), Optional<Int>.none as Any]
for v in values {
    print(String(describing: v), "|", String(reflecting: v))
}
print(String(reflecting: Point.self), String(describing: Point.self))
print(String(reflecting: [Point].self), String(reflecting: Kind?.self))
