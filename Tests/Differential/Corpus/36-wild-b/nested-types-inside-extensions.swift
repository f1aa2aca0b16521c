// Types nested in program types and in their extensions, printed with module-qualified names.
struct Library {
    struct Book { var title: String }
    enum Section: String { case fiction, science }
}
extension Library {
    struct Shelf { var section: Section; var books: [Book] }
}
extension Library.Book {
    enum Format { case paperback, ebook(sizeMB: Int) }
}

let shelf = Library.Shelf(section: .science, books: [Library.Book(title: "Cosmos")])
print(shelf)
print(type(of: shelf), String(reflecting: type(of: shelf)))
print(Library.Book.Format.ebook(sizeMB: 3), String(reflecting: Library.Book.Format.paperback))
dump(shelf)
debugPrint(Library.Section.fiction, Library.Section.fiction.rawValue)
