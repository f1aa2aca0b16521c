// Comparing errors: an Equatable error enum checked in tests-style assertions that pass.
enum LoginError: Error, Equatable { case wrongPassword, locked(minutes: Int) }
struct LoginService {
    var failures = 0
    mutating func login(password: String) throws(LoginError) {
        if failures >= 3 { throw .locked(minutes: 5) }
        if password != "sesame" { failures += 1; throw .wrongPassword }
        failures = 0
    }
}
var service = LoginService()
var results: [String] = []
for attempt in ["a", "b", "sesame", "c", "d", "e", "sesame"] {
    do {
        try service.login(password: attempt)
        results.append("ok")
    } catch {
        results.append(error == .wrongPassword ? "wrong" : "locked")
    }
}
print(results)
print(LoginError.locked(minutes: 5) == .locked(minutes: 5), LoginError.wrongPassword == .locked(minutes: 1))
