// main.swift — actor-isolated state cannot be read synchronously from outside
// fails the same way in Swift 5
actor BankAccount {
    var balance = 0

    func deposit(_ amount: Int) { balance += amount }
}

func report(_ account: BankAccount) -> Int {
    account.balance
}
