// extension Int: MyProtocol, with a default implementation used for Int and overridden for String.
protocol Summarizable {
    var summary: String { get }
}
extension Summarizable {
    var summary: String { "value \(self)" }
}
extension Int: Summarizable {}
extension String: Summarizable {
    var summary: String { "text of \(count) characters" }
}
extension Array: Summarizable where Element: Summarizable {
    var summary: String { map(\.summary).joined(separator: "; ") }
}
print(42.summary)
print("Günaydın".summary)
print([1, 2].summary)
let mixed: [any Summarizable] = [7, "yeddi"]
print(mixed.map(\.summary))
