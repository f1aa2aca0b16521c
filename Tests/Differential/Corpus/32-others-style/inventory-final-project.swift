// Student final project: inventory manager with protocols, extensions, enums, errors and a main() function
import Foundation

protocol Priced { var price: Decimal { get } }
enum Category: String, CaseIterable { case food, tools, toys }
struct Item: Priced { let name: String; let category: Category; let price: Decimal; var qty: Int }
enum StockError: Error { case insufficient(name: String, have: Int) }

extension Array where Element == Item {
    func value(of c: Category) -> Decimal { filter { $0.category == c }.reduce(0) { $0 + $1.price * Decimal($1.qty) } }
}
extension Decimal { var money: String { "$" + "\(self)" } }

var inventory: [Item] = [
    Item(name: "apple", category: .food, price: 0.5, qty: 10),
    Item(name: "hammer", category: .tools, price: 12.99, qty: 2),
    Item(name: "yo-yo", category: .toys, price: 3.25, qty: 4),
]

func sell(_ name: String, _ n: Int) throws {
    guard let i = inventory.firstIndex(where: { $0.name == name }) else { return }
    guard inventory[i].qty >= n else { throw StockError.insufficient(name: name, have: inventory[i].qty) }
    inventory[i].qty -= n
}

func main() {
    for (name, n) in [("apple", 3), ("hammer", 5), ("yo-yo", 4)] {
        do { try sell(name, n); print("sold \(n) \(name)") }
        catch StockError.insufficient(let name, let have) { print("only \(have) \(name) left") }
        catch { print(error) }
    }
    for c in Category.allCases { print(c.rawValue.padding(toLength: 6, withPad: ".", startingAt: 0), inventory.value(of: c).money) }
    print(inventory.filter { $0.qty == 0 }.map(\.name))
}
main()
