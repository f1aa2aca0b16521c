// A vending machine as a finite state machine: enum states with payloads, transitions table, coins and change.
enum Coin: Int, CaseIterable, Comparable {
    case nickel = 5, dime = 10, quarter = 25, dollar = 100
    static func < (a: Coin, b: Coin) -> Bool { a.rawValue < b.rawValue }
}

struct Product { let code: String; let name: String; let price: Int; var count: Int }

enum MachineState: Equatable {
    case idle
    case collecting(credit: Int)
    case dispensing(code: String, change: Int)
    case outOfService(reason: String)
}

enum Event {
    case insert(Coin)
    case select(String)
    case cancel
    case take
    case service(Bool)
}

final class VendingMachine {
    private(set) var state: MachineState = .idle { didSet { log.append("\(oldValue) → \(state)") } }
    private var products: [String: Product]
    private var bank: [Coin: Int] = [.nickel: 2, .dime: 2, .quarter: 2, .dollar: 0]
    var log: [String] = []
    var display = "READY"

    init(_ products: [Product]) { self.products = Dictionary(uniqueKeysWithValues: products.map { ($0.code, $0) }) }

    func send(_ event: Event) {
        switch (state, event) {
        case (.outOfService, .service(false)):
            state = .idle; display = "READY"
        case (.outOfService, _):
            display = "OUT OF SERVICE"
        case (_, .service(true)):
            state = .outOfService(reason: "maintenance")
        case (.idle, .insert(let coin)):
            bank[coin, default: 0] += 1
            state = .collecting(credit: coin.rawValue)
        case (.collecting(let credit), .insert(let coin)):
            bank[coin, default: 0] += 1
            state = .collecting(credit: credit + coin.rawValue)
        case (.collecting(let credit), .select(let code)):
            guard var product = products[code] else { display = "INVALID \(code)"; return }
            guard product.count > 0 else { display = "SOLD OUT"; return }
            guard credit >= product.price else { display = "NEED \(product.price - credit)¢"; return }
            guard let coins = makeChange(credit - product.price) else { display = "EXACT CHANGE ONLY"; return }
            product.count -= 1
            products[code] = product
            display = "ENJOY \(product.name.uppercased())" + (coins.isEmpty ? "" : " + " + describe(coins))
            state = .dispensing(code: code, change: credit - product.price)
        case (.collecting(let credit), .cancel):
            display = "RETURNED " + describe(makeChange(credit) ?? [])
            state = .idle
        case (.dispensing, .take):
            state = .idle; display = "READY"
        case (.idle, .select):
            display = "INSERT COINS"
        default:
            display = "IGNORED"
        }
    }

    private func makeChange(_ amount: Int) -> [Coin]? {
        var remaining = amount, coins: [Coin] = [], available = bank
        for coin in Coin.allCases.sorted(by: >) {
            while remaining >= coin.rawValue, available[coin, default: 0] > 0 {
                remaining -= coin.rawValue
                available[coin]! -= 1
                coins.append(coin)
            }
        }
        guard remaining == 0 else { return nil }
        bank = available
        return coins
    }

    private func describe(_ coins: [Coin]) -> String {
        let counts = Dictionary(grouping: coins, by: { $0 }).mapValues(\.count)
        return counts.keys.sorted(by: >).map { "\(counts[$0]!)×\($0)" }.joined(separator: " ")
    }

    var stock: String { products.values.sorted { $0.code < $1.code }.map { "\($0.code):\($0.count)" }.joined(separator: " ") }
}

let machine = VendingMachine([Product(code: "A1", name: "Cola", price: 65, count: 2),
                              Product(code: "A2", name: "Chips", price: 50, count: 1),
                              Product(code: "B1", name: "Gum", price: 35, count: 0)])
let events: [Event] = [.select("A1"), .insert(.quarter), .insert(.quarter), .select("A1"), .insert(.quarter), .select("A1"),
                       .take, .insert(.dollar), .select("B1"), .select("Z9"), .select("A2"), .take,
                       .insert(.dime), .cancel, .service(true), .insert(.dime), .service(false), .insert(.dollar),
                       .select("A1"), .take, .take]
for (i, event) in events.enumerated() {
    machine.send(event)
    print(String(i + 1).count == 1 ? " \(i + 1)" : "\(i + 1)", event, "→", machine.display)
}
print("stock:", machine.stock)
print("transitions:", machine.log.count)
machine.log.suffix(4).forEach { print("  " + $0) }
