// Identity (===) versus value equality (==) for a class that implements Equatable.
final class Account: Equatable, CustomStringConvertible {
    let iban: String
    var balance: Int
    init(iban: String, balance: Int) { self.iban = iban; self.balance = balance }
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.iban == rhs.iban }
    var description: String { "Account(\(iban), \(balance))" }
}
let a = Account(iban: "TR01", balance: 100)
let b = Account(iban: "TR01", balance: 5)
let c = a
print(a == b, a === b, a === c)
c.balance += 50
print(a, b)
let accounts = [a, b, Account(iban: "AZ02", balance: 0)]
print(accounts.firstIndex(of: b)!, accounts.firstIndex { $0 === b }!)
