// Access modifiers on top-level declarations: private let, fileprivate func, public func, internal var.
private let secretKey = "k-123"
fileprivate func mask(_ s: String) -> String { String(repeating: "•", count: s.count - 2) + s.suffix(2) }
public func publicGreeting(_ name: String) -> String { "Hello, \(name)" }
internal var requestCount = 0
private var cache: [String: String] = [:]
func lookup(_ key: String) -> String {
    requestCount += 1
    if let hit = cache[key] { return hit + " (cached)" }
    let value = mask(key + secretKey)
    cache[key] = value
    return value
}
print(publicGreeting("Leyla"))
print(lookup("ab"), lookup("ab"), lookup("xyz"))
print("requests:", requestCount)
