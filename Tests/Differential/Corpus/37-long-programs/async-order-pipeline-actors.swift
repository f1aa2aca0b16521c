// Async order processing: an inventory actor, a payment service, task groups with sorted results, and a ledger actor.
struct Order: Sendable, Identifiable {
    let id: Int
    let customer: String
    let items: [String: Int]
    let card: String
}

enum OrderError: Error, Sendable, Equatable {
    case outOfStock(String)
    case paymentDeclined(String)
    case emptyOrder
}

actor Inventory {
    private var stock: [String: Int]
    private let prices: [String: Int]
    init(stock: [String: Int], prices: [String: Int]) { self.stock = stock; self.prices = prices }

    func reserve(_ items: [String: Int]) throws -> Int {
        guard !items.isEmpty else { throw OrderError.emptyOrder }
        for (sku, qty) in items.sorted(by: { $0.key < $1.key }) where stock[sku, default: 0] < qty {
            throw OrderError.outOfStock(sku)
        }
        for (sku, qty) in items { stock[sku]! -= qty }
        return items.reduce(0) { $0 + prices[$1.key, default: 0] * $1.value }
    }
    func release(_ items: [String: Int]) { for (sku, qty) in items { stock[sku, default: 0] += qty } }
    func snapshot() -> [(String, Int)] { stock.sorted { $0.key < $1.key } }
}

struct PaymentService: Sendable {
    func charge(_ cents: Int, card: String) async throws -> String {
        await Task.yield()
        guard !card.hasPrefix("0000") else { throw OrderError.paymentDeclined(card) }
        return "txn-\(card.suffix(4))-\(cents)"
    }
}

actor Ledger {
    private(set) var entries: [String] = []
    private(set) var revenue = 0
    func record(_ line: String, cents: Int = 0) { entries.append(line); revenue += cents }
}

enum Outcome: Sendable {
    case shipped(orderID: Int, total: Int, receipt: String)
    case failed(orderID: Int, OrderError)
    var orderID: Int {
        switch self { case .shipped(let id, _, _), .failed(let id, _): return id }
    }
}

func process(_ order: Order, inventory: Inventory, payments: PaymentService) async -> Outcome {
    do {
        let total = try await inventory.reserve(order.items)
        do {
            let receipt = try await payments.charge(total, card: order.card)
            return .shipped(orderID: order.id, total: total, receipt: receipt)
        } catch {
            await inventory.release(order.items)
            throw error
        }
    } catch let error as OrderError {
        return .failed(orderID: order.id, error)
    } catch {
        fatalError("unexpected \(error)")
    }
}

func dollars(_ cents: Int) -> String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }

let inventory = Inventory(stock: ["apple": 10, "bread": 2, "milk": 5], prices: ["apple": 50, "bread": 325, "milk": 199])
let payments = PaymentService()
let ledger = Ledger()

let firstWave = [
    Order(id: 1, customer: "ana", items: ["apple": 3, "milk": 1], card: "4111-1111"),
    Order(id: 2, customer: "ben", items: ["bread": 1], card: "0000-1234"),
    Order(id: 3, customer: "cho", items: [:], card: "4111-2222"),
    Order(id: 4, customer: "dev", items: ["milk": 2, "bread": 1], card: "5500-3333"),
]

let outcomes = await withTaskGroup(of: Outcome.self) { group in
    for order in firstWave { group.addTask { await process(order, inventory: inventory, payments: payments) } }
    var collected: [Outcome] = []
    for await outcome in group { collected.append(outcome) }
    return collected.sorted { $0.orderID < $1.orderID }
}

for outcome in outcomes {
    switch outcome {
    case let .shipped(id, total, receipt):
        await ledger.record("order \(id) shipped \(dollars(total)) \(receipt)", cents: total)
    case let .failed(id, error):
        await ledger.record("order \(id) failed: \(error)")
    }
}

// Second wave: sequential, so the remaining bread goes to the first order that asks.
for order in [Order(id: 5, customer: "eve", items: ["bread": 1], card: "4111-4444"),
              Order(id: 6, customer: "fay", items: ["bread": 1, "apple": 1], card: "4111-5555")] {
    let result = await process(order, inventory: inventory, payments: payments)
    if case let .shipped(_, total, _) = result { await ledger.record("order \(order.id) shipped \(dollars(total))", cents: total) }
    else if case let .failed(_, error) = result { await ledger.record("order \(order.id) failed: \(error)") }
}

for line in await ledger.entries { print(line) }
print("revenue:", dollars(await ledger.revenue))
print("stock:", await inventory.snapshot().map { "\($0.0)=\($0.1)" }.joined(separator: " "))
let failures = outcomes.compactMap { (o: Outcome) -> OrderError? in if case .failed(_, let e) = o { return e } else { return nil } }
print(failures, failures.contains(.emptyOrder))
