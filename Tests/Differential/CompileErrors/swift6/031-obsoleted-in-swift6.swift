// main.swift — an API marked obsoleted in Swift 6 is unavailable in Swift 6 mode only
// compiles in Swift 5
struct LegacyParser {
    @available(swift, obsoleted: 6, renamed: "parse(_:)")
    func parseString(_ text: String) -> Int { Int(text) ?? 0 }

    func parse(_ text: String) -> Int { Int(text) ?? 0 }
}

print(LegacyParser().parseString("12"))
