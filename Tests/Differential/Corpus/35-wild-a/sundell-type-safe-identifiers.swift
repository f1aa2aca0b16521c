// Swift by Sundell style: phantom-typed Identifier<T>, ExpressibleByStringLiteral, Hashable, used before declared.
let users = [User(id: "u1", name: "Ayşe"), User(id: "u2", name: "Mehmet")]
let articles = [Article(id: "a1", title: "Generics", authorID: "u2")]

for article in articles {
    let author = users.first { $0.id == article.authorID }
    print("\(article.title) by \(author?.name ?? "unknown")")
}
print(users.map(\.id))
debugPrint(articles[0].id)

struct Identifier<Value>: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let rawValue: String
    init(stringLiteral value: String) { rawValue = value }
    var description: String { rawValue }
}

struct User { let id: Identifier<User>; let name: String }
struct Article { let id: Identifier<Article>; let title: String; let authorID: Identifier<User> }

let lookup: [Identifier<User>: String] = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0.name) })
print(lookup["u1"] ?? "-", lookup.count)
