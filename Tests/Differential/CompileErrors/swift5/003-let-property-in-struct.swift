// main.swift — a let property of a struct stays fixed even in a var
struct Account {
    let id: Int
    var balance: Double
}

var account = Account(id: 7, balance: 10)
account.balance += 5
account.id = 8
print(account)
