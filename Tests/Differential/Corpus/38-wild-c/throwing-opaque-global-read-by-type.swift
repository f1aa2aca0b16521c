// A theme parsed by a throwing function into a top-level `some Theme` constant that a view struct reads.
protocol Theme { var accent: String { get }; var spacing: Int { get } }
struct Plain: Theme { let accent: String; let spacing: Int }
enum ThemeError: Error { case unknown(String) }
func parseTheme(_ name: String) throws -> some Theme {
    guard name == "ocean" else { throw ThemeError.unknown(name) }
    return Plain(accent: "teal", spacing: 8)
}
let theme: some Theme = try parseTheme("ocean")
struct Card {
    var padding: Int { theme.spacing * 2 }
    var style: String { "accent=\(theme.accent) padding=\(padding)" }
}
print(Card().style)
do { _ = try parseTheme("lava") } catch { print("error:", error) }
