// main.swift — a private property is not visible from another type
struct Wallet {
    private var coins = 0

    mutating func add(_ amount: Int) {
        coins += amount
    }
}

struct Shop {
    func price(for wallet: Wallet) -> Bool {
        wallet.coins >= 10
    }
}

var wallet = Wallet()
wallet.add(12)
print(Shop().price(for: wallet))
