// Operators required by a protocol and implemented by an enum and a struct; generic use of them.
protocol Combinable { static func <> (lhs: Self, rhs: Self) -> Self; static var empty: Self { get } }
infix operator <>: AdditionPrecedence
enum Flag: Combinable {
    case off, on
    static func <> (l: Flag, r: Flag) -> Flag { l == .on || r == .on ? .on : .off }
    static var empty: Flag { .off }
}
struct Path: Combinable, CustomStringConvertible {
    var parts: [String]
    static func <> (l: Path, r: Path) -> Path { Path(parts: l.parts + r.parts) }
    static var empty: Path { Path(parts: []) }
    var description: String { "/" + parts.joined(separator: "/") }
}
func combineAll<T: Combinable>(_ xs: [T]) -> T { xs.reduce(T.empty, <>) }
print(combineAll([Flag.off, .off]), combineAll([Flag.off, .on, .off]))
print(combineAll([Path(parts: ["usr"]), Path(parts: ["local", "bin"])]))
print(Path(parts: ["a"]) <> .empty <> Path(parts: ["b"]))
