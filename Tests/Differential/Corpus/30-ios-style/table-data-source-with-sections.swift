// A table view data source without UIKit: sections from grouped contacts, index titles and cell text.
struct Contact { let first: String; let last: String; let favorite: Bool }

protocol TableDataSource {
    func numberOfSections() -> Int
    func numberOfRows(in section: Int) -> Int
    func title(for section: Int) -> String?
    func cellText(at indexPath: IndexPath) -> String
}

struct IndexPath: CustomStringConvertible {
    let section: Int, row: Int
    var description: String { "[\(section), \(row)]" }
}

final class ContactsDataSource: TableDataSource {
    private let sections: [(letter: String, contacts: [Contact])]
    init(_ contacts: [Contact]) {
        let grouped = Dictionary(grouping: contacts) { String($0.last.prefix(1)) }
        sections = grouped.keys.sorted().map { key in (key, grouped[key]!.sorted { $0.first < $1.first }) }
    }
    func numberOfSections() -> Int { sections.count }
    func numberOfRows(in section: Int) -> Int { sections[section].contacts.count }
    func title(for section: Int) -> String? { sections[section].letter }
    func cellText(at indexPath: IndexPath) -> String {
        let c = sections[indexPath.section].contacts[indexPath.row]
        return "\(c.first) \(c.last)\(c.favorite ? " ★" : "")"
    }
    var sectionIndexTitles: [String] { sections.map(\.letter) }
}

func render(_ table: TableDataSource) {
    for s in 0..<table.numberOfSections() {
        print("— \(table.title(for: s) ?? "") —")
        for r in 0..<table.numberOfRows(in: s) {
            let path = IndexPath(section: s, row: r)
            print(path, table.cellText(at: path))
        }
    }
}

let dataSource = ContactsDataSource([
    Contact(first: "Emre", last: "Kaya", favorite: true),
    Contact(first: "Aynur", last: "Babayeva", favorite: false),
    Contact(first: "Deniz", last: "Kaya", favorite: false),
    Contact(first: "Murad", last: "Əliyev", favorite: true),
    Contact(first: "Can", last: "Arslan", favorite: false),
])
render(dataSource)
print(dataSource.sectionIndexTitles)
