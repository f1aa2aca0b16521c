// An actor protecting mutable state; calls from outside are awaited one after another.
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
    func deposit(_ amount: Int) { balance += amount; history.append("+\(amount)") }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { history.append("declined \(amount)"); return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
    func statement() -> String { "\(owner): \(history.joined(separator: " ")) = \(balance)" }
}
let account = BankAccount(owner: "Səbinə", balance: 100)
await account.deposit(50)
print(await account.withdraw(120))
print(await account.withdraw(120))
print(await account.balance)
print(await account.statement())
