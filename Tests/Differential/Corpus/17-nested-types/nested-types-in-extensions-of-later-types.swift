// nested types added by extensions to types declared later, printed every way
extension Library.Book {
    enum Genre: String { case fiction, science }
}
extension Library {
    struct Shelf { var books: [Book] }
}
let shelf = Library.Shelf(books: [Library.Book(title: "Dune", genre: .fiction), Library.Book(title: "Cosmos", genre: .science)])
print(shelf.books.map(\.title))
print(shelf.books[0].genre, Library.Book.Genre.science.rawValue)
print(type(of: shelf), String(reflecting: Library.Book.Genre.self))
print(Optional(shelf.books[1].genre) as Any)
dump(shelf.books[1])
struct Library { struct Book { var title: String; var genre: Genre } }
