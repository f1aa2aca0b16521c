// Pre-concurrency style: a serial DispatchQueue guards a ledger; sync reads, a group waits for writes.
import Dispatch

final class Ledger {
    private let queue = DispatchQueue(label: "ledger.serial")
    private var entries: [Int] = []
    func record(_ amount: Int) { queue.async { self.entries.append(amount) } }
    var balance: Int { queue.sync { entries.reduce(0, +) } }
    var count: Int { queue.sync { entries.count } }
}

let ledger = Ledger()
let group = DispatchGroup()
for amount in [100, -30, 45, -15] {
    group.enter()
    DispatchQueue.global().async {
        ledger.record(amount)
        group.leave()
    }
}
group.wait()
print("entries:", ledger.count)
print("balance:", ledger.balance)
