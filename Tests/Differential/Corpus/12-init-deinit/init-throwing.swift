// Throwing initialisers: validation errors caught at the call site.
enum ValidationError: Error { case tooShort(Int), missingAt }
struct Email: CustomStringConvertible {
    let address: String
    init(_ address: String) throws {
        guard address.count >= 5 else { throw ValidationError.tooShort(address.count) }
        guard address.contains("@") else { throw ValidationError.missingAt }
        self.address = address.lowercased()
    }
    var description: String { "<\(address)>" }
}
for candidate in ["Ali@Mail.az", "a@b", "nobody.example"] {
    do {
        let email = try Email(candidate)
        print("valid", email)
    } catch ValidationError.tooShort(let n) {
        print("too short (\(n)):", candidate)
    } catch {
        print("invalid:", candidate, error)
    }
}
print((try? Email("x")) as Any)
