// open, public, internal, package-free access levels with setter access on types and globals
open class Base {
    open var name: String { "base" }
    public internal(set) var hits = 0
    open func greet() -> String { hits += 1; return "hello from \(name)" }
    public init() {}
}
public final class Sub: Base {
    public override var name: String { "sub" }
    public override func greet() -> String { super.greet().uppercased() }
}
public private(set) var created = 0
internal func make() -> Base { created += 1; return created.isMultiple(of: 2) ? Base() : Sub() }
fileprivate let items = (0..<3).map { _ in make() }
private struct Tally { static func total() -> Int { items.reduce(0) { $0 + $1.hits } } }
for item in items { print(item.greet()) }
print(created, Tally.total(), items.map(\.name))
