// main.swift — calling a throwing function needs try
enum ParseError: Error {
    case notANumber(String)
}

func parseAge(_ text: String) throws -> Int {
    guard let age = Int(text) else { throw ParseError.notANumber(text) }
    return age
}

let age = parseAge("42")
print("Age is \(age)")
