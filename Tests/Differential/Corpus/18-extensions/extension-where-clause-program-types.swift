// Constrained extensions whose where clauses name protocols and types declared in the program.
protocol Priced { var price: Int { get } }
struct Book: Priced { let title: String; let price: Int }
struct Pen: Priced { let price: Int }
struct Basket<Item> { var items: [Item] }
extension Basket where Item: Priced {
    var total: Int { items.reduce(0) { $0 + $1.price } }
}
extension Basket where Item == Book {
    var titles: [String] { items.map(\.title) }
}
extension Collection where Element: Priced {
    var cheapest: Element? { self.min { $0.price < $1.price } }
}
let books = Basket(items: [Book(title: "Dede Korkut", price: 30), Book(title: "Leyli və Məcnun", price: 25)])
print(books.total, books.titles)
let pens = Basket(items: [Pen(price: 3), Pen(price: 2)])
print(pens.total, pens.items.cheapest!.price)
print(books.items.cheapest!.title)
