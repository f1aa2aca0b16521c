// Default internal access for types, members and extensions, used from top-level code.
struct Library {
    var books: [String] = []
    func count() -> Int { books.count }
}
extension Library {
    mutating func add(_ title: String) { books.append(title) }
    static var sample: Library {
        var lib = Library()
        lib.add("Çalıkuşu"); lib.add("Əli və Nino")
        return lib
    }
}
internal let library = Library.sample
print(library.count(), library.books)
internal func summary(of lib: Library) -> String { "\(lib.count()) books" }
print(summary(of: library))
