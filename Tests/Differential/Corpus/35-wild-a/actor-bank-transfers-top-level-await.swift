// Actors with top-level await: a bank actor, transfers awaited one at a time, an error thrown across actors.
enum BankError: Error, CustomStringConvertible {
    case insufficient(account: String, balance: Int)
    var description: String {
        switch self { case .insufficient(let a, let b): return "insufficient funds in \(a) (balance \(b))" }
    }
}

actor Account {
    let name: String
    private(set) var balance: Int
    init(name: String, balance: Int) { self.name = name; self.balance = balance }
    func withdraw(_ amount: Int) throws {
        guard balance >= amount else { throw BankError.insufficient(account: name, balance: balance) }
        balance -= amount
    }
    func deposit(_ amount: Int) { balance += amount }
}

func transfer(_ amount: Int, from: Account, to: Account) async throws {
    try await from.withdraw(amount)
    await to.deposit(amount)
    print("moved \(amount) from \(from.name) to \(to.name)")
}

let alice = Account(name: "alice", balance: 100)
let bob = Account(name: "bob", balance: 20)

for amount in [30, 50, 40] {
    do {
        try await transfer(amount, from: alice, to: bob)
    } catch {
        print("failed:", error)
    }
}
print(await alice.balance, await bob.balance)
let total = await alice.balance + bob.balance
print("total \(total)")
