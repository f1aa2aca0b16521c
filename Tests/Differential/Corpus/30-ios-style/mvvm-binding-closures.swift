// MVVM with closure bindings: the view model notifies a view-like object when its state changes.
final class Observable<T> {
    var value: T { didSet { listeners.forEach { $0(value) } } }
    private var listeners: [(T) -> Void] = []
    init(_ value: T) { self.value = value }
    func bind(_ listener: @escaping (T) -> Void) { listener(value); listeners.append(listener) }
}
struct Product { let name: String; let price: Int }
final class ProductListViewModel {
    let title = Observable("Ürünler")
    let rows = Observable<[String]>([])
    private var products: [Product] = []
    func load() {
        products = [Product(name: "Kalem", price: 15), Product(name: "Defter", price: 40)]
        rows.value = products.map { "\($0.name) – \($0.price) ₺" }
        title.value = "Ürünler (\(products.count))"
    }
}
final class ProductListView {
    let viewModel: ProductListViewModel
    init(viewModel: ProductListViewModel) {
        self.viewModel = viewModel
        viewModel.title.bind { print("title label: \($0)") }
        viewModel.rows.bind { rows in print("table reloads with \(rows.count) rows: \(rows)") }
    }
}
let view = ProductListView(viewModel: ProductListViewModel())
view.viewModel.load()
