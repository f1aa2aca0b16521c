// main.swift — two overloads that differ only in return type leave a call ambiguous
struct Converter {
    func value(from text: String) -> Int { Int(text) ?? 0 }
    func value(from text: String) -> Double { Double(text) ?? 0 }
}

let converter = Converter()
let result = converter.value(from: "3")
print(result)
