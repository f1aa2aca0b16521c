// A SwiftUI-like ViewBuilder: VStack/Text/Button modelled as plain structs and rendered as text.
protocol View { func render(indent: Int) -> [String] }
@resultBuilder enum ViewBuilder {
    static func buildBlock(_ views: any View...) -> [any View] { views }
    static func buildOptional(_ views: [any View]?) -> any View { Group(children: views ?? []) }
    static func buildEither(first: [any View]) -> any View { Group(children: first) }
    static func buildEither(second: [any View]) -> any View { Group(children: second) }
}
struct Group: View {
    var children: [any View]
    func render(indent: Int) -> [String] { children.flatMap { $0.render(indent: indent) } }
}
struct Text: View {
    let s: String
    init(_ s: String) { self.s = s }
    func render(indent: Int) -> [String] { [String(repeating: " ", count: indent) + "Text(\"\(s)\")"] }
}
struct VStack: View {
    let children: [any View]
    init(@ViewBuilder content: () -> [any View]) { children = content() }
    func render(indent: Int) -> [String] {
        [String(repeating: " ", count: indent) + "VStack"] + children.flatMap { $0.render(indent: indent + 2) }
    }
}
struct LoginScreen {
    var isLoggedIn: Bool
    var name: String
    var body: some View {
        VStack {
            Text("Hoş geldiniz")
            if isLoggedIn { Text("Merhaba, \(name)") } else { Text("Lütfen giriş yapın") }
        }
    }
}
for state in [false, true] { print(LoginScreen(isLoggedIn: state, name: "Deniz").body.render(indent: 0).joined(separator: "\n")) }
