// Sendable value types passed into tasks and async closures stored and called later.
struct Order: Sendable { let id: Int; let items: [String] }
typealias AsyncHandler = @Sendable (Order) async -> String
let summarize: AsyncHandler = { order in "order \(order.id): \(order.items.joined(separator: ", "))" }
let orders = [Order(id: 1, items: ["çay", "simit"]), Order(id: 2, items: ["qutab"])]
for order in orders { print(await summarize(order)) }
let summaries = await withTaskGroup(of: String.self) { group in
    for order in orders { group.addTask { await summarize(order) } }
    var all: [String] = []
    for await s in group { all.append(s) }
    return all.sorted()
}
print(summaries)
