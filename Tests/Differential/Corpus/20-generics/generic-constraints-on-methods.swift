// Generic methods with their own where clauses on a non-generic and a generic type.
struct Formatter {
    func join<S: Sequence>(_ s: S, with sep: String = ", ") -> String where S.Element: CustomStringConvertible {
        s.map(\.description).joined(separator: sep)
    }
}
struct Pairing<A, B> {
    let a: A, b: B
    func swapped() -> Pairing<B, A> { Pairing<B, A>(a: b, b: a) }
    func isSymmetric() -> Bool where A == B, A: Equatable { a == b }
}
let f = Formatter()
print(f.join([1, 2, 3]), f.join(["x", "y"], with: "|"), f.join(1...4, with: "+"))
print(Pairing(a: 1, b: "one").swapped())
print(Pairing(a: 2, b: 2).isSymmetric(), Pairing(a: "a", b: "b").isSymmetric())
