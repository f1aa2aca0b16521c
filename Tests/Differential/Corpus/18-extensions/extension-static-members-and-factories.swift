// Static members and factory methods added in extensions, including on a nested enum.
struct Theme { var background: String; var foreground: String }
extension Theme {
    static let light = Theme(background: "white", foreground: "black")
    static let dark = Theme(background: "black", foreground: "white")
    static func custom(_ bg: String) -> Theme { Theme(background: bg, foreground: bg == "yellow" ? "black" : "white") }
    enum Mode { case automatic, fixed }
}
extension Theme.Mode {
    var label: String { self == .automatic ? "follows system" : "fixed" }
}
func apply(_ theme: Theme) { print("bg=\(theme.background) fg=\(theme.foreground)") }
apply(.light)
apply(.dark)
apply(.custom("yellow"))
print(Theme.Mode.automatic.label, Theme.Mode.fixed.label)
