// private(set) properties readable from outside but written only inside the type.
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}
var stringToEdit = TrackedString()
stringToEdit.value = "This string will be tracked."
stringToEdit.value += " This edit will increment numberOfEdits."
stringToEdit.value += " So will this one."
print("The number of edits is \(stringToEdit.numberOfEdits)")
final class BankAccount {
    private(set) var balance = 0
    let owner: String
    init(owner: String) { self.owner = owner }
    func deposit(_ amount: Int) { balance += amount }
}
let account = BankAccount(owner: "Nərmin")
account.deposit(40); account.deposit(2)
print(account.owner, account.balance)
