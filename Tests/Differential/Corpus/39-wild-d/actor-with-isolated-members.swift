// An actor with isolated state, nonisolated members and an isolated parameter, awaited in order
actor Account {
    let id: String
    private var balance = 0
    init(id: String) { self.id = id }
    func deposit(_ n: Int) -> Int { balance += n; return balance }
    nonisolated var label: String { "account \(id)" }
    nonisolated func describe() -> String { "<\(id)>" }
}
func transfer(_ n: Int, to account: isolated Account) -> Int { account.deposit(n) }
let account = Account(id: "A1")
print(account.label, account.describe())
print(await account.deposit(5))
print(await transfer(7, to: account))
let totals = await withTaskGroup(of: Int.self) { group in
    for n in [1, 2, 3] { group.addTask { n * 10 } }
    return await group.reduce(0, +)
}
print("group total", totals)
