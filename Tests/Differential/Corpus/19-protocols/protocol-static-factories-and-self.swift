// Protocol requirements with Self, static factory members used with leading-dot syntax, and a default init.
protocol Theme {
    var name: String { get }
    static var fallback: Self { get }
    func merged(with other: Self) -> Self
}
struct ColorTheme: Theme {
    let name: String
    static var fallback: ColorTheme { ColorTheme(name: "system") }
    func merged(with other: ColorTheme) -> ColorTheme { ColorTheme(name: name + "+" + other.name) }
}
extension Theme where Self == ColorTheme {
    static var dark: ColorTheme { ColorTheme(name: "dark") }
    static var ocean: ColorTheme { ColorTheme(name: "ocean") }
}
func apply(_ theme: some Theme) { print("applying", theme.name) }
apply(.dark)
apply(ColorTheme.fallback.merged(with: .ocean))
func pick<T: Theme>(_ themes: [T]) -> T { themes.first ?? .fallback }
print(pick([ColorTheme]()).name, pick([.ocean]).name)
