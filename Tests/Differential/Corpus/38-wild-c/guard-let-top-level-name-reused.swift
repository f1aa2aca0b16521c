// A top-level guard-let binding whose name a later helper function reuses for its own local; helper called first.
let inventory = ["apples": 3, "pears": 0, "plums": 12]
print(summary(of: inventory))

guard let first = inventory.keys.sorted().first else { fatalError("empty") }
print("first item:", first)

func summary(of stock: [String: Int]) -> String {
    let first = stock.keys.sorted().first ?? "-"
    let total = stock.values.reduce(0, +)
    return "\(stock.count) kinds, \(total) pieces, starting at \(first)"
}
print(summary(of: ["kiwis": 1]))
