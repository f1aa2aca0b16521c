// Protocol-oriented repositories: an associated type, default implementations and a constrained extension.
protocol Identifiable2 { var id: Int { get } }

protocol Repository {
    associatedtype Item: Identifiable2
    var items: [Item] { get set }
    func describe(_ item: Item) -> String
}

extension Repository {
    mutating func save(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i] = item } else { items.append(item) }
    }
    func find(_ id: Int) -> Item? { items.first { $0.id == id } }
    func describe(_ item: Item) -> String { "item \(item.id)" }
    func listing() -> [String] { items.sorted { $0.id < $1.id }.map(describe) }
}

extension Repository where Item: CustomStringConvertible {
    func describe(_ item: Item) -> String { "\(item.id): \(item)" }
}

struct Note: Identifiable2 { let id: Int; var text: String }
struct Book: Identifiable2, CustomStringConvertible {
    let id: Int; var title: String
    var description: String { "«\(title)»" }
}

struct NoteStore: Repository { var items: [Note] = [] }
struct Library: Repository { var items: [Book] = [] }

var notes = NoteStore()
notes.save(Note(id: 2, text: "süt al"))
notes.save(Note(id: 1, text: "ödev"))
notes.save(Note(id: 2, text: "ekmek al"))
print(notes.listing(), notes.find(2)?.text ?? "-", notes.find(9)?.text ?? "-")

var library = Library()
library.save(Book(id: 7, title: "Körlük"))
library.save(Book(id: 3, title: "Ölü Canlar"))
print(library.listing())

func count<R: Repository>(_ repo: R) -> String { "\(type(of: repo)) holds \(repo.items.count) \(R.Item.self)" }
print(count(notes), "/", count(library))
