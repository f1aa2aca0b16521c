// LosslessStringConvertible for a program type: init from text, description back, generic parsing.
struct RGB: LosslessStringConvertible, Equatable {
    var r, g, b: UInt8
    init(r: UInt8, g: UInt8, b: UInt8) { (self.r, self.g, self.b) = (r, g, b) }
    init?(_ description: String) {
        guard description.hasPrefix("#"), description.count == 7,
              let value = UInt32(description.dropFirst(), radix: 16) else { return nil }
        (r, g, b) = (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
    var description: String {
        "#" + [r, g, b].map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

func parseAll<T: LosslessStringConvertible>(_ texts: [String], as: T.Type) -> [T?] { texts.map(T.init) }
let colors = parseAll(["#FF8800", "#0a0B0c", "red", "#12345"], as: RGB.self)
for c in colors { print(c.map(String.init) ?? "invalid", "|", String(describing: c)) }
print(parseAll(["12", "x", "-7"], as: Int.self), parseAll(["true", "no"], as: Bool.self))
print(RGB("#000001") == RGB(r: 0, g: 0, b: 1))
