// Event sourcing: a ledger of Codable events, state rebuilt by replaying them, snapshots encoded with sortedKeys.
import Foundation

enum LedgerEvent: Codable, Equatable {
    case opened(owner: String)
    case deposited(amount: Int)
    case withdrew(amount: Int)
    case closed
}

struct AccountState: Codable, Equatable {
    var owner = ""
    var balance = 0
    var isOpen = false
    var version = 0

    mutating func apply(_ event: LedgerEvent) {
        switch event {
        case .opened(let owner): self.owner = owner; isOpen = true
        case .deposited(let amount): balance += amount
        case .withdrew(let amount): balance -= amount
        case .closed: isOpen = false
        }
        version += 1
    }
    static func replay(_ events: [LedgerEvent]) -> AccountState {
        events.reduce(into: AccountState()) { $0.apply($1) }
    }
}

var events: [LedgerEvent] = [.opened(owner: "Fidan"), .deposited(amount: 120), .withdrew(amount: 45), .deposited(amount: 5)]
let state = AccountState.replay(events)
print(state)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let log = try encoder.encode(events)
print(String(decoding: log, as: UTF8.self))
let decoded = try JSONDecoder().decode([LedgerEvent].self, from: log)
print(decoded == events, AccountState.replay(decoded) == state)
events.append(.closed)
print(String(decoding: try encoder.encode(AccountState.replay(events)), as: UTF8.self))
print(AccountState.replay(Array(events.prefix(2))).balance)
