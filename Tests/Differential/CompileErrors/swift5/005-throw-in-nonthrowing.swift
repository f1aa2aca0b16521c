// main.swift — a function that throws must be marked throws
enum BankError: Error {
    case insufficientFunds
}

func withdraw(_ amount: Int, from balance: Int) -> Int {
    if amount > balance {
        throw BankError.insufficientFunds
    }
    return balance - amount
}

print(withdraw(20, from: 50))
