// A @MainActor store class with async methods awaiting a service actor, as an iOS architecture talk shows.
actor PriceService {
    private let table = ["apple": 120, "pear": 95, "kiwi": 60]
    func price(of item: String) -> Int? { table[item] }
}

@MainActor final class BasketStore {
    private(set) var lines: [String] = []
    private(set) var total = 0
    let service = PriceService()
    func add(_ item: String) async {
        guard let cents = await service.price(of: item) else {
            lines.append("\(item): unavailable")
            return
        }
        total += cents
        lines.append("\(item): \(cents)¢")
    }
}

let store = BasketStore()
for item in ["pear", "mango", "apple"] { await store.add(item) }
store.lines.forEach { print($0) }
print("total:", store.total, "main thread:", Thread.isMainThread)
import Foundation
