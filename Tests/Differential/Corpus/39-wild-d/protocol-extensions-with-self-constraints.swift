// Protocol extensions constrained on Self and associated types, default implementations and overrides
protocol Describable { var name: String { get }; func describe() -> String }
extension Describable { func describe() -> String { "a \(name)" } }
extension Describable where Self: AnyObject { func identity() -> String { "object \(name)" } }
extension Collection where Element: Describable { func names() -> [String] { map(\.name) } }
extension Sequence where Element == Int { var sum: Int { reduce(0, +) } }
struct Dog: Describable { let name = "dog" }
final class Robot: Describable { let name = "robot"; func describe() -> String { "the \(name)" } }
print(Dog().describe(), Robot().describe(), Robot().identity())
print([Dog(), Dog()].names(), [1, 2, 3].sum, Set([4, 5]).sum)
let items: [any Describable] = [Dog(), Robot()]
print(items.map { $0.describe() })
