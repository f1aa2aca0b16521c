// Conditional conformance: a generic Box is Equatable and Describable only when its content is.
protocol Describable { func describe() -> String }
struct Box<Content> { var content: Content }
extension Box: Equatable where Content: Equatable {}
extension Box: Describable where Content: Describable {
    func describe() -> String { "Box(\(content.describe()))" }
}
struct Gift: Describable, Equatable { let name: String; func describe() -> String { "gift \(name)" } }
let a = Box(content: Gift(name: "kitap"))
let b = Box(content: Gift(name: "kitap"))
print(a == b, a.describe())
print(Box(content: 3) == Box(content: 4))
extension Array: Describable where Element: Describable {
    func describe() -> String { map { $0.describe() }.joined(separator: " & ") }
}
print([a, Box(content: Gift(name: "çiçek"))].describe())
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { self?.describe() ?? "empty" }
}
print(Optional(Gift(name: "kart")).describe(), (nil as Gift?).describe())
