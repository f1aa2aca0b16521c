// main.swift — a private member in a type's extension is hidden from other types
struct Token {
    let value: String
}

extension Token {
    private var masked: String {
        String(repeating: "*", count: value.count)
    }
}

struct Logger {
    func log(_ token: Token) {
        print("token: \(token.masked)")
    }
}

Logger().log(Token(value: "secret"))
