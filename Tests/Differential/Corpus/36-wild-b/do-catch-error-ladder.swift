// Top-level do/catch ladders with pattern catches, rethrowing helpers and a defer per attempt.
enum VaultError: Error { case locked(attempts: Int), wrongPin(String), sealed }

var attempts = 0
func open(pin: String) throws -> String {
    attempts += 1
    defer { print("  (attempt \(attempts) finished)") }
    if attempts > 3 { throw VaultError.locked(attempts: attempts) }
    guard pin == "2468" else { throw VaultError.wrongPin(pin) }
    return "gold"
}
func retrying<T>(_ body: () throws -> T) rethrows -> T { try body() }

for pin in ["1111", "2468", "0000", "9999", "2468"] {
    do {
        let loot = try retrying { try open(pin: pin) }
        print("opened with", pin, "found", loot)
    } catch VaultError.wrongPin(let tried) where tried.allSatisfy({ $0 == tried.first }) {
        print("repeated digits rejected:", tried)
    } catch let VaultError.locked(count) {
        print("locked after", count, "attempts")
    } catch {
        print("other:", error)
    }
}
