// A table view data source in plain Swift: sections, index paths, a delegate, and a diff between snapshots.
struct IndexPath: Hashable, CustomStringConvertible {
    let section: Int, row: Int
    var description: String { "[\(section), \(row)]" }
}

protocol TableDataSource: AnyObject {
    func numberOfSections() -> Int
    func numberOfRows(in section: Int) -> Int
    func cell(at indexPath: IndexPath) -> String
}

protocol TableDelegate: AnyObject { func didSelect(_ indexPath: IndexPath) }

final class TableView {
    weak var dataSource: TableDataSource?
    weak var delegate: TableDelegate?
    func reloadData() {
        guard let ds = dataSource else { return print("no data source") }
        for s in 0..<ds.numberOfSections() {
            for r in 0..<ds.numberOfRows(in: s) { print(IndexPath(section: s, row: r), ds.cell(at: IndexPath(section: s, row: r))) }
        }
    }
    func tap(_ indexPath: IndexPath) { delegate?.didSelect(indexPath) }
}

final class ContactsController: TableDataSource, TableDelegate {
    var sections: [(title: String, names: [String])] = [("A", ["Ada", "Alan"]), ("G", ["Grace"])]
    let table = TableView()
    init() { table.dataSource = self; table.delegate = self }
    func numberOfSections() -> Int { sections.count }
    func numberOfRows(in section: Int) -> Int { sections[section].names.count }
    func cell(at indexPath: IndexPath) -> String { "\(sections[indexPath.section].title): \(sections[indexPath.section].names[indexPath.row])" }
    func didSelect(_ indexPath: IndexPath) { print("selected", cell(at: indexPath)) }
}

let controller = ContactsController()
controller.table.reloadData()
controller.table.tap(IndexPath(section: 0, row: 1))
let before = Set(controller.sections.flatMap(\.names))
controller.sections[1].names.append("Guido")
controller.sections[0].names.removeFirst()
let after = Set(controller.sections.flatMap(\.names))
print("inserted:", after.subtracting(before).sorted(), "deleted:", before.subtracting(after).sorted())
controller.table.reloadData()
