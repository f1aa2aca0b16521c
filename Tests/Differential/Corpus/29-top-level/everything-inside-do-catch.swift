// The whole top-level program sits in one do/catch, with local types and functions inside it
enum ParseError: Error { case bad(String) }

do {
    struct Point: CustomStringConvertible {
        var x: Int, y: Int
        var description: String { "(\(x), \(y))" }
    }
    func parse(_ s: String) throws -> Point {
        let parts = s.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw ParseError.bad(s) }
        return Point(x: parts[0], y: parts[1])
    }
    var total = Point(x: 0, y: 0)
    for s in ["1,2", "3,4", "5,x"] {
        let p = try parse(s)
        total.x += p.x; total.y += p.y
        print("parsed", p, "total", total)
    }
    print("unreachable")
} catch ParseError.bad(let text) {
    print("bad input:", text)
    debugPrint(ParseError.bad(text))
} catch {
    print("other", error)
}
print("after")
