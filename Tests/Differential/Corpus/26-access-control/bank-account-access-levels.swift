// Access control in a small banking model: private state, private(set) balance, fileprivate helpers.
fileprivate func audit(_ message: String) { auditLog.append(message) }
private var auditLog: [String] = []

struct Money: CustomStringConvertible {
    fileprivate(set) var cents: Int
    var description: String { "₺\(cents / 100).\(String(format2: cents % 100))" }
}

extension String {
    fileprivate init(format2 value: Int) { self = value < 10 ? "0\(value)" : "\(value)" }
}

final class Account {
    let owner: String
    private(set) var balance = Money(cents: 0)
    private var transactions: [Int] = []
    internal static var opened = 0

    init(owner: String) {
        self.owner = owner
        Account.opened += 1
        audit("opened \(owner)")
    }

    func deposit(_ cents: Int) {
        guard cents > 0 else { return }
        apply(cents)
    }

    func withdraw(_ cents: Int) -> Bool {
        guard cents <= balance.cents else { audit("denied \(owner) \(cents)"); return false }
        apply(-cents)
        return true
    }

    private func apply(_ delta: Int) {
        transactions.append(delta)
        balance.cents += delta
        audit("\(owner) \(delta > 0 ? "+" : "")\(delta)")
    }

    var history: String { transactions.map(String.init).joined(separator: " ") }
}

let account = Account(owner: "Elif")
account.deposit(12_050)
account.deposit(-5)
print(account.withdraw(2_005), account.withdraw(50_000))
print(account.balance, account.history)
let other = Account(owner: "Nərgiz")
other.deposit(7)
print(other.balance, Account.opened)
print(auditLog)
