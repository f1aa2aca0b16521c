// A program protocol adopted by Int, String and Array through extensions, with a default implementation.
protocol Describable {
    var summary: String { get }
    func shout() -> String
}
extension Describable {
    func shout() -> String { summary.uppercased() + "!" }
}
extension Int: Describable { var summary: String { "number \(self)" } }
extension String: Describable { var summary: String { "text '\(self)'" } }
extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: ", ") + "]" }
}
let things: [any Describable] = [42, "çay", [1, 2]]
for thing in things { print(thing.summary, "/", thing.shout()) }
func loudest<T: Describable>(_ items: [T]) -> String { items.map { $0.shout() }.max() ?? "" }
print(loudest(["a", "b"]))
