// async let bindings awaited together, one of them throwing, caught at top level.
enum LoadError: Error { case missing(String) }
func load(_ name: String, fail: Bool = false) async throws -> String {
    await Task.yield()
    if fail { throw LoadError.missing(name) }
    return name.uppercased()
}
async let profile = load("profile")
async let avatar = load("avatar")
let both = try await [profile, avatar]
print(both)
do {
    async let ok = load("ok")
    async let broken = load("settings", fail: true)
    print(try await ok)
    print(try await broken)
} catch {
    print("caught", error)
}
