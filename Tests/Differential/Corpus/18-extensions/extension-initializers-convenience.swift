// Initialisers added in extensions: value types keep memberwise init; classes get convenience inits.
struct RGB { var r, g, b: Int }
extension RGB {
    init(hex: Int) { self.init(r: (hex >> 16) & 0xFF, g: (hex >> 8) & 0xFF, b: hex & 0xFF) }
    init(gray: Int) { self.init(r: gray, g: gray, b: gray) }
}
print(RGB(r: 1, g: 2, b: 3), RGB(hex: 0x336699), RGB(gray: 200))
class Label {
    var text: String
    var size: Int
    init(text: String, size: Int) { self.text = text; self.size = size }
}
extension Label {
    convenience init(title: String) { self.init(text: title.uppercased(), size: 24) }
}
let label = Label(title: "başlık")
print(label.text, label.size)
