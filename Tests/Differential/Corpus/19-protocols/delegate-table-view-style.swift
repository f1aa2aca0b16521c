// A UITableView-style data source and delegate modelled in plain Swift.
protocol TableViewDataSource: AnyObject {
    func numberOfRows(in table: TableView) -> Int
    func cell(for row: Int, in table: TableView) -> String
}
protocol TableViewDelegate: AnyObject {
    func tableView(_ table: TableView, didSelectRow row: Int)
}
extension TableViewDelegate {
    func tableView(_ table: TableView, didSelectRow row: Int) { print("default selection handler for row \(row)") }
}
final class TableView {
    weak var dataSource: TableViewDataSource?
    weak var delegate: TableViewDelegate?
    func reloadData() {
        guard let dataSource else { return }
        for row in 0..<dataSource.numberOfRows(in: self) { print("| \(dataSource.cell(for: row, in: self))") }
    }
    func tap(row: Int) { delegate?.tableView(self, didSelectRow: row) }
}
final class CitiesViewController: TableViewDataSource, TableViewDelegate {
    let cities = ["Bakı", "Gəncə", "Şəki"]
    let tableView = TableView()
    func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }
    func numberOfRows(in table: TableView) -> Int { cities.count }
    func cell(for row: Int, in table: TableView) -> String { "\(row + 1). \(cities[row])" }
}
let controller = CitiesViewController()
controller.viewDidLoad()
controller.tableView.tap(row: 2)
