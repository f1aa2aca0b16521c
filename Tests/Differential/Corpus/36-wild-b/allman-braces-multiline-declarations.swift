// Allman-style braces and declarations split over lines: typealias, func, struct, extension and if/else.
typealias Completion =
    (Result<Int, Error>) -> Void
func greet(_ name: String) -> String
{
    "hi \(name)"
}
struct Point
{
    var x = 0
}
let value = 3
if value > 0
{
    print(greet("allman"), Point(x: value).x)
}
else
{
    print("neg")
}
func combine(
    _ a: Int,
    _ b: Int
) -> Int
{
    a + b
}
let done: Completion = { print("completion", $0) }
done(.success(combine(1, 2)))
extension Point:
    CustomStringConvertible
{
    var description: String { "P(\(x))" }
}
print(Point(x: 9))
