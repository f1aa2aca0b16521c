// Retroactive conformance of standard types: extension Double: Identifiable, Int: a program protocol.
extension Double: Identifiable {
    public var id: Double { self }
}
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "Int(\(self))" } }
extension String: Describable { func describe() -> String { "String(\"\(self)\")" } }
func listIDs<T: Identifiable>(_ items: [T]) -> [T.ID] { items.map(\.id) }
print(listIDs([1.5, 2.5, 1.5]))
let items: [Describable] = [42, "hi", 7]
print(items.map { $0.describe() })
print(3.describe(), "x".describe())
