// Actor reentrancy: while one call is suspended another runs; the suspension is released by hand.
actor Bank {
    var balance = 100
    var log: [String] = []
    func withdraw(_ amount: Int, waitingOn gate: Gate? = nil) async -> Bool {
        guard balance >= amount else { log.append("declined \(amount)"); return false }
        log.append("checked \(amount)")
        if let gate { await gate.wait() }
        guard balance >= amount else { log.append("late decline \(amount)"); return false }
        balance -= amount
        log.append("withdrew \(amount)")
        return true
    }
}
actor Gate {
    var waiting: CheckedContinuation<Void, Never>?
    func wait() async { await withCheckedContinuation { waiting = $0 } }
    func open() { waiting?.resume(); waiting = nil }
    var hasWaiter: Bool { waiting != nil }
}
let bank = Bank()
let gate = Gate()
let first = Task { await bank.withdraw(80, waitingOn: gate) }
while !(await gate.hasWaiter) { await Task.yield() }
let second = await bank.withdraw(50)
await gate.open()
print(await first.value, second)
print(await bank.log, await bank.balance)
