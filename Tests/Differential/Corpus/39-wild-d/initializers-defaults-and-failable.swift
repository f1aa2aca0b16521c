// Structs and classes with memberwise, default, failable, throwing and delegating initializers
struct Color: CustomStringConvertible {
    var r = 0, g = 0, b = 0
    init(r: Int = 0, g: Int = 0, b: Int = 0) { (self.r, self.g, self.b) = (r, g, b) }
    init?(hex: String) {
        guard hex.count == 6, let v = Int(hex, radix: 16) else { return nil }
        self.init(r: v >> 16, g: (v >> 8) & 0xFF, b: v & 0xFF)
    }
    init(gray: Int) { self.init(r: gray, g: gray, b: gray) }
    var description: String { "rgb(\(r), \(g), \(b))" }
}
enum SizeError: Error { case negative }
final class Canvas {
    let width: Int, height: Int
    init(width: Int, height: Int) throws {
        guard width >= 0, height >= 0 else { throw SizeError.negative }
        (self.width, self.height) = (width, height)
    }
    convenience init(square: Int) throws { try self.init(width: square, height: square) }
}
print(Color(), Color(g: 9), Color(hex: "FF8000") as Any, Color(hex: "zz") as Any, Color(gray: 7))
print((try? Canvas(square: 4))?.width ?? -1, (try? Canvas(width: -1, height: 2)) == nil)
