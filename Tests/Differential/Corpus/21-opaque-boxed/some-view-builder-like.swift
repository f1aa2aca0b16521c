// SwiftUI-like 'some View' bodies modelled with a small View protocol and opaque return types.
protocol View { associatedtype Body: View; var body: Body { get } }
struct Text: View {
    let content: String
    init(_ content: String) { self.content = content }
    var body: Never { fatalError() }
}
extension Never: View { var body: Never { fatalError() } }
struct Padding<Content: View>: View { let content: Content; var body: Never { fatalError() } }
extension View { func padding() -> Padding<Self> { Padding(content: self) } }
struct ProfileView: View {
    let name: String
    var body: some View { Text("Merhaba, \(name)").padding() }
}
func render<V: View>(_ v: V) -> String {
    if let t = v as? Text { return t.content }
    if let p = v as? Padding<Text> { return "  \(render(p.content))  " }
    return render(v.body)
}
print("[" + render(ProfileView(name: "Elif")) + "]")
print(type(of: ProfileView(name: "x").body))
