// A stock portfolio tracker: Decimal money, FIFO tax lots, realized/unrealized gains, dividends and a formatted report.
import Foundation

struct Lot { let shares: Int; let price: Decimal; let day: Int }

enum Trade {
    case buy(symbol: String, shares: Int, price: Decimal, day: Int)
    case sell(symbol: String, shares: Int, price: Decimal, day: Int)
    case dividend(symbol: String, perShare: Decimal, day: Int)
    case split(symbol: String, ratio: Int, day: Int)
    var day: Int {
        switch self { case .buy(_, _, _, let d), .sell(_, _, _, let d), .dividend(_, _, let d), .split(_, _, let d): return d }
    }
}

enum PortfolioError: Error, CustomStringConvertible {
    case insufficientShares(String, have: Int, want: Int)
    var description: String {
        switch self { case let .insufficientShares(s, have, want): return "cannot sell \(want) \(s), only \(have) held" }
    }
}

final class Portfolio {
    private(set) var lots: [String: [Lot]] = [:]
    private(set) var cash: Decimal
    private(set) var realized: Decimal = 0
    private(set) var dividends: Decimal = 0
    private(set) var journal: [String] = []

    init(cash: Decimal) { self.cash = cash }

    func shares(of symbol: String) -> Int { lots[symbol, default: []].reduce(0) { $0 + $1.shares } }

    func apply(_ trade: Trade) throws {
        switch trade {
        case let .buy(symbol, shares, price, day):
            lots[symbol, default: []].append(Lot(shares: shares, price: price, day: day))
            cash -= Decimal(shares) * price
            journal.append("d\(day) BUY  \(shares) \(symbol) @ \(money(price))")
        case let .sell(symbol, shares, price, day):
            let held = self.shares(of: symbol)
            guard held >= shares else { throw PortfolioError.insufficientShares(symbol, have: held, want: shares) }
            var remaining = shares, gain: Decimal = 0
            var queue = lots[symbol]!
            while remaining > 0 {
                let lot = queue.removeFirst()
                let used = min(lot.shares, remaining)
                gain += Decimal(used) * (price - lot.price)
                remaining -= used
                if used < lot.shares { queue.insert(Lot(shares: lot.shares - used, price: lot.price, day: lot.day), at: 0) }
            }
            lots[symbol] = queue.isEmpty ? nil : queue
            realized += gain
            cash += Decimal(shares) * price
            journal.append("d\(day) SELL \(shares) \(symbol) @ \(money(price)) gain \(money(gain))")
        case let .dividend(symbol, perShare, day):
            let amount = Decimal(shares(of: symbol)) * perShare
            dividends += amount
            cash += amount
            journal.append("d\(day) DIV  \(symbol) \(money(amount))")
        case let .split(symbol, ratio, day):
            lots[symbol] = lots[symbol]?.map { Lot(shares: $0.shares * ratio, price: $0.price / Decimal(ratio), day: $0.day) }
            journal.append("d\(day) SPLIT \(symbol) \(ratio):1")
        }
    }

    func unrealized(at prices: [String: Decimal]) -> Decimal {
        lots.reduce(0) { total, entry in
            total + entry.value.reduce(0) { $0 + Decimal($1.shares) * ((prices[entry.key] ?? $1.price) - $1.price) }
        }
    }
}

func money(_ value: Decimal) -> String {
    var input = value, rounded = Decimal()
    NSDecimalRound(&rounded, &input, 2, .bankers)
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    formatter.minimumIntegerDigits = 1
    return (rounded < 0 ? "-$" : "$") + formatter.string(from: NSDecimalNumber(decimal: rounded < 0 ? -rounded : rounded))!
}

let trades: [Trade] = [
    .buy(symbol: "ACME", shares: 10, price: 100, day: 1),
    .buy(symbol: "ACME", shares: 5, price: 120, day: 3),
    .buy(symbol: "GLOBX", shares: 20, price: Decimal(string: "33.33")!, day: 4),
    .dividend(symbol: "ACME", perShare: Decimal(string: "0.85")!, day: 10),
    .sell(symbol: "ACME", shares: 12, price: 130, day: 12),
    .split(symbol: "GLOBX", ratio: 2, day: 15),
    .sell(symbol: "GLOBX", shares: 50, price: 20, day: 16),
    .sell(symbol: "GLOBX", shares: 15, price: Decimal(string: "18.5")!, day: 18),
]
let portfolio = Portfolio(cash: 5000)
for trade in trades.sorted(by: { $0.day < $1.day }) {
    do { try portfolio.apply(trade) } catch { print("rejected on day \(trade.day): \(error)") }
}
portfolio.journal.forEach { print($0) }
let prices: [String: Decimal] = ["ACME": 125, "GLOBX": Decimal(string: "17.25")!]
for symbol in portfolio.lots.keys.sorted() {
    let lots = portfolio.lots[symbol]!
    print(symbol, portfolio.shares(of: symbol), "shares in \(lots.count) lot(s):", lots.map { "\($0.shares)@\(money($0.price))" })
}
print("cash \(money(portfolio.cash)), realized \(money(portfolio.realized)), dividends \(money(portfolio.dividends))")
print("unrealized \(money(portfolio.unrealized(at: prices)))")
