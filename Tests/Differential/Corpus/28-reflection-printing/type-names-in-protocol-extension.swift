// Self.self, type(of: self) and String(reflecting:) used in protocol extensions and generic methods.
protocol Named {}
extension Named {
    static var typeName: String { "\(Self.self)" }
    var instanceTypeName: String { String(describing: type(of: self)) }
    var qualified: String { String(reflecting: Self.self) }
}
struct Invoice: Named {}
final class Box<T>: Named { func inner() -> String { "\(T.self) in \(Self.self)" } }
enum Menu { struct Item: Named {} }
print(Invoice.typeName, Invoice().instanceTypeName, Invoice().qualified)
print(Box<Int>.typeName, Box<[String]>().instanceTypeName, Box<Invoice>().qualified)
print(Box<Menu.Item?>().inner())
print(Menu.Item.typeName, Menu.Item().qualified)
print(Mirror(reflecting: Menu.Item()), Mirror(reflecting: Box<Int>()).subjectType)
dump(Invoice.self)
