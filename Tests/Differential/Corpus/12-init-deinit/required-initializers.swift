// required initialisers, and creating instances through a metatype with init().
class Widget {
    let title: String
    required init(title: String) { self.title = title }
    class func make(_ title: String) -> Self { Self(title: title) }
    func render() -> String { "[\(title)]" }
}
class Label: Widget {
    var color = "black"
    required init(title: String) {
        super.init(title: title.uppercased())
    }
    override func render() -> String { "<\(title) in \(color)>" }
}
let widgets = [Widget.make("save"), Label.make("warning")]
for w in widgets { print(type(of: w), w.render()) }
let kind: Widget.Type = Label.self
print(kind.init(title: "dynamic").render())
