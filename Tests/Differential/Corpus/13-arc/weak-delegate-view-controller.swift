// A view controller and its child list with a weak delegate; releasing the parent leaves the delegate nil.
protocol ListViewDelegate: AnyObject {
    func list(_ list: ListView, didSelect item: String)
}

final class ListView {
    weak var delegate: ListViewDelegate?
    let items: [String]
    init(items: [String]) { self.items = items }
    func tap(_ index: Int) {
        guard items.indices.contains(index) else { return }
        if let delegate { delegate.list(self, didSelect: items[index]) } else { print("tap ignored: no delegate") }
    }
    deinit { print("ListView deinit") }
}

final class CitiesViewController: ListViewDelegate {
    let listView = ListView(items: ["Ankara", "Bakı", "Gəncə", "Şəki"])
    var selections: [String] = []
    init() { listView.delegate = self }
    func list(_ list: ListView, didSelect item: String) {
        selections.append(item)
        print("selected \(item); history \(selections)")
    }
    deinit { print("CitiesViewController deinit with \(selections.count) selection(s)") }
}

var controller: CitiesViewController? = CitiesViewController()
let list = controller!.listView
list.tap(1)
list.tap(3)
list.tap(9)
controller = nil
print("controller released")
list.tap(0)
print(list.delegate == nil)
