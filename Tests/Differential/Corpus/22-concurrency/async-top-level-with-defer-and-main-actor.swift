// async top-level code with defer, awaiting @MainActor functions and an actor declared later
defer { print("top-level defer, counter:", counter) }
var counter = 0
@MainActor func incr() -> Int { counter += 1; return counter }
let a = await incr()
let bank = Bank()
await bank.deposit(50)
await bank.deposit(25)
print(a, await bank.balance)
let b = await incr()
print("b", b, MainActor.shared === MainActor.shared)
actor Bank {
    var balance = 0
    func deposit(_ n: Int) { balance += n; print("deposited", n) }
}
func helper() async -> String { "helper done" }
print(await helper())
