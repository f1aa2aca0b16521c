// Course capstone: a bank with account classes, a transaction ledger, typed errors, interest and statements.
import Foundation

protocol Account: AnyObject, CustomStringConvertible {
    var number: String { get }
    var owner: String { get }
    var balance: Decimal { get set }
    func canWithdraw(_ amount: Decimal) -> Bool
    func monthEnd() -> Decimal
}

extension Account {
    var description: String { "\(type(of: self)) \(number) [\(owner)] \(money(balance))" }
    func canWithdraw(_ amount: Decimal) -> Bool { balance >= amount }
    func monthEnd() -> Decimal { 0 }
}

enum BankError: Error, Equatable {
    case insufficientFunds(needed: Decimal)
    case invalidAmount
    case accountNotFound(String)
    case frozen(String)
}

final class Checking: Account {
    let number: String, owner: String
    var balance: Decimal
    let overdraft: Decimal
    init(number: String, owner: String, balance: Decimal, overdraft: Decimal = 100) {
        self.number = number; self.owner = owner; self.balance = balance; self.overdraft = overdraft
    }
    func canWithdraw(_ amount: Decimal) -> Bool { balance + overdraft >= amount }
    func monthEnd() -> Decimal { balance < 0 ? -5 : 0 }
}

final class Savings: Account {
    let number: String, owner: String
    var balance: Decimal
    var rate: Decimal
    init(number: String, owner: String, balance: Decimal, rate: Decimal) {
        self.number = number; self.owner = owner; self.balance = balance; self.rate = rate
    }
    func monthEnd() -> Decimal {
        var interest = balance * rate / 12
        var rounded = Decimal()
        NSDecimalRound(&rounded, &interest, 2, .bankers)
        return rounded
    }
}

struct Transaction {
    enum Kind: String { case deposit, withdrawal, transfer, fee, interest }
    let id: Int
    let kind: Kind
    let amount: Decimal
    let account: String
    var memo = ""
}

func money(_ d: Decimal) -> String {
    let f = NumberFormatter()
    f.numberStyle = .decimal
    f.minimumFractionDigits = 2
    f.maximumFractionDigits = 2
    f.locale = Locale(identifier: "en_US_POSIX")
    return "$" + (f.string(from: NSDecimalNumber(decimal: d)) ?? "?")
}

final class Bank {
    private var accounts: [String: Account] = [:]
    private(set) var ledger: [Transaction] = []
    var frozen: Set<String> = []
    private var nextID = 1

    func open(_ account: Account) { accounts[account.number] = account }

    func account(_ number: String) throws -> Account {
        guard let a = accounts[number] else { throw BankError.accountNotFound(number) }
        guard !frozen.contains(number) else { throw BankError.frozen(number) }
        return a
    }

    private func record(_ kind: Transaction.Kind, _ amount: Decimal, _ number: String, memo: String = "") {
        ledger.append(Transaction(id: nextID, kind: kind, amount: amount, account: number, memo: memo))
        nextID += 1
    }

    func deposit(_ amount: Decimal, to number: String) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        try account(number).balance += amount
        record(.deposit, amount, number)
    }

    func withdraw(_ amount: Decimal, from number: String) throws {
        guard amount > 0 else { throw BankError.invalidAmount }
        let a = try account(number)
        guard a.canWithdraw(amount) else { throw BankError.insufficientFunds(needed: amount - a.balance) }
        a.balance -= amount
        record(.withdrawal, amount, number)
    }

    func transfer(_ amount: Decimal, from: String, to: String) throws {
        let source = try account(from), target = try account(to)
        guard source.canWithdraw(amount) else { throw BankError.insufficientFunds(needed: amount - source.balance) }
        source.balance -= amount
        target.balance += amount
        record(.transfer, amount, from, memo: "to \(to)")
    }

    func closeMonth() {
        for number in accounts.keys.sorted() {
            let a = accounts[number]!
            let delta = a.monthEnd()
            guard delta != 0 else { continue }
            a.balance += delta
            record(delta > 0 ? .interest : .fee, delta, number)
        }
    }

    var statement: [String] { accounts.keys.sorted().map { accounts[$0]!.description } }
}

let bank = Bank()
bank.open(Checking(number: "CHK-001", owner: "Grace", balance: 250))
bank.open(Savings(number: "SAV-001", owner: "Grace", balance: 10_000, rate: 0.035))
bank.open(Checking(number: "CHK-002", owner: "Linus", balance: 40, overdraft: 0))

let script: [(String, () throws -> Void)] = [
    ("deposit 100 to CHK-002", { try bank.deposit(100, to: "CHK-002") }),
    ("withdraw 300 from CHK-001", { try bank.withdraw(300, from: "CHK-001") }),
    ("withdraw 200 from CHK-002", { try bank.withdraw(200, from: "CHK-002") }),
    ("deposit -5 to CHK-001", { try bank.deposit(-5, to: "CHK-001") }),
    ("transfer 1500 SAV->CHK-002", { try bank.transfer(1500, from: "SAV-001", to: "CHK-002") }),
    ("withdraw 1 from NOPE", { try bank.withdraw(1, from: "NOPE") }),
]
for (label, step) in script {
    do {
        try step()
        print("✔︎", label)
    } catch BankError.insufficientFunds(let needed) {
        print("✘", label, "- short by", money(needed))
    } catch {
        print("✘", label, "-", error)
    }
}
bank.frozen.insert("CHK-002")
do { try bank.deposit(1, to: "CHK-002") } catch let e as BankError { print("frozen check:", e == .frozen("CHK-002")) }
bank.closeMonth()
bank.statement.forEach { print($0) }
print("--- ledger ---")
for t in bank.ledger {
    print(String(format: "%03d", t.id), t.kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0), money(t.amount), t.account, t.memo)
}
let totals = bank.ledger.reduce(into: [Transaction.Kind: Decimal]()) { $0[$1.kind, default: 0] += $1.amount }
print(totals.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" })
