// A result builder with if/else, optional, for-in loops and expression transformation.
struct MenuItem: CustomStringConvertible { let title: String; var description: String { "• \(title)" } }
@resultBuilder
enum MenuBuilder {
    static func buildExpression(_ title: String) -> [MenuItem] { [MenuItem(title: title)] }
    static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
    static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [MenuItem]?) -> [MenuItem] { part ?? [] }
    static func buildEither(first: [MenuItem]) -> [MenuItem] { first }
    static func buildEither(second: [MenuItem]) -> [MenuItem] { second }
    static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
}
func menu(loggedIn: Bool, admin: Bool, @MenuBuilder _ content: (Bool, Bool) -> [MenuItem]) -> [MenuItem] {
    content(loggedIn, admin)
}
let recent = ["Hesabat", "Faktura"]
let items = menu(loggedIn: true, admin: false) { loggedIn, admin in
    "Ana səhifə"
    if loggedIn { "Profil" } else { "Daxil ol" }
    if admin { MenuItem(title: "İdarəetmə") }
    for name in recent { "Son: \(name)" }
}
items.forEach { print($0) }
