// The #isolation expression in a nonisolated function, an actor method and main-actor top-level code.
actor Ledger {
    func whereAmI() -> String { String(describing: #isolation) }
}
func plain(isolation: isolated (any Actor)? = #isolation) -> String {
    isolation == nil ? "nonisolated" : "isolated to \(type(of: isolation!))"
}
print(plain())
let ledger = Ledger()
print(await ledger.whereAmI())
await MainActor.run { print(plain()) }
print("top level:", plain())
