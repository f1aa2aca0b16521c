// main.swift — a subclass with its own designated initialiser must provide the required one
class Model {
    let id: Int
    required init(id: Int) { self.id = id }
}

class Article: Model {
    let title: String

    init(id: Int, title: String) {
        self.title = title
        super.init(id: id)
    }
}

print(Article(id: 1, title: "News").title)
