// Types declared inside extensions of structs, enums and protocols, printed.
struct Library {}
extension Library {
    struct Book: Equatable { let title: String }
    enum Shelf { case top, bottom(Int) }
}
extension Int {
    struct Wrapper { let n: Int }
}
extension Array where Element == Int {
    struct Stats { let sum: Int }
    var stats: Stats { Stats(sum: reduce(0, +)) }
}
print(Library.Book(title: "Dune"))
print(Library.Shelf.bottom(3))
debugPrint(Library.Shelf.top)
print(Int.Wrapper(n: 4), String(reflecting: Int.Wrapper.self))
print([1, 2, 3].stats)
print(String(reflecting: [Int].Stats.self))
dump(Library.Shelf.bottom(2))
dump(Int.Wrapper(n: 9))
