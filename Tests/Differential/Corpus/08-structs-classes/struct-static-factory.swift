// Static factory methods and constants on a struct, used as shortcuts like .zero or .red.
struct Color: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int
    static let red = Color(r: 255, g: 0, b: 0)
    static let black = Color(r: 0, g: 0, b: 0)
    static func gray(_ level: Int) -> Color { Color(r: level, g: level, b: level) }
    var description: String { "#" + [r, g, b].map { String($0, radix: 16).leftPadded() }.joined() }
}
extension String {
    func leftPadded() -> String { count < 2 ? "0" + self : self }
}
func paint(_ color: Color) { print("painting \(color)") }
paint(.red)
paint(.gray(128))
paint(.black)
print(Color.gray(0) == .black)
