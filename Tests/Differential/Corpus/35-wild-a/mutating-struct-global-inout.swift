// A struct with mutating methods called on a global, passed inout to free functions and swapped.
struct BankAccount {
    var owner: String
    private(set) var balance: Int = 0
    private(set) var history: [String] = []
    mutating func deposit(_ amount: Int) { balance += amount; history.append("+\(amount)") }
    mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { history.append("!\(amount)"); return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
}

var checking = BankAccount(owner: "Murad")
var savings = BankAccount(owner: "Murad (savings)")

func payday(_ account: inout BankAccount, amount: Int) {
    account.deposit(amount)
}

func moveAll(from source: inout BankAccount, to target: inout BankAccount) {
    let amount = source.balance
    if source.withdraw(amount) { target.deposit(amount) }
}

payday(&checking, amount: 500)
print(checking.withdraw(120), checking.withdraw(1000))
moveAll(from: &checking, to: &savings)
print(checking.balance, savings.balance)
swap(&checking, &savings)
print(checking.owner, checking.history, savings.history)
var accounts = [checking, savings]
payday(&accounts[1], amount: 1)
print(accounts.map(\.balance))
