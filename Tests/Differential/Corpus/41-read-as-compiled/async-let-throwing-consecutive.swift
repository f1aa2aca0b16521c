// Consecutive throwing async let lines with try await, then a do/catch
enum LoadError: Error { case missing(String) }
func load(_ key: String) async throws -> String {
    if key.isEmpty { throw LoadError.missing(key) }
    return key.uppercased()
}
async let a = load("alpha")
async let b = load("beta")
async let c: String = load("gamma")
print(try await [a, b, c])
do {
    async let broken = load("")
    _ = try await broken
} catch {
    print("caught", error)
}
