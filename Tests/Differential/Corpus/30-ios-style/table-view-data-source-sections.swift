// A sectioned table data source: sections sorted by title, rows formatted like table cells.
struct Contact { let name: String; let phone: String }
final class ContactsDataSource {
    private let sections: [(title: String, contacts: [Contact])]
    init(_ contacts: [Contact]) {
        let grouped = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
        sections = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.name < $1.name }) }
    }
    func numberOfSections() -> Int { sections.count }
    func titleForHeader(in section: Int) -> String { sections[section].title }
    func numberOfRows(in section: Int) -> Int { sections[section].contacts.count }
    func cellText(at indexPath: (section: Int, row: Int)) -> String {
        let c = sections[indexPath.section].contacts[indexPath.row]
        return "\(c.name) — \(c.phone)"
    }
}
let source = ContactsDataSource([Contact(name: "Burak", phone: "0532"), Contact(name: "Aysel", phone: "050"),
                                 Contact(name: "Berk", phone: "0544"), Contact(name: "Cahit", phone: "0505")])
for s in 0..<source.numberOfSections() {
    print("== \(source.titleForHeader(in: s)) ==")
    for r in 0..<source.numberOfRows(in: s) { print("  " + source.cellText(at: (s, r))) }
}
