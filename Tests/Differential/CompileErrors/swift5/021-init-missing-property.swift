// main.swift — an initialiser must give every stored property a value
struct Book {
    let title: String
    let author: String
    var pages: Int

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

print(Book(title: "Swift", author: "Apple").pages)
