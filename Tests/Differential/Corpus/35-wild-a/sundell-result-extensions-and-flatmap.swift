// Swift by Sundell style Result extensions: value/error accessors, a zip, chaining with flatMap and mapError.
extension Result {
    var value: Success? { try? get() }
    var error: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
    func zip<Other>(_ other: Result<Other, Failure>) -> Result<(Success, Other), Failure> {
        flatMap { a in other.map { b in (a, b) } }
    }
}

enum ValidationError: Error, CustomStringConvertible {
    case tooShort(field: String, min: Int)
    case invalidCharacter(Character)
    var description: String {
        switch self {
        case let .tooShort(field, min): return "\(field) must be at least \(min) characters"
        case .invalidCharacter(let c): return "invalid character '\(c)'"
        }
    }
}

func validateUsername(_ s: String) -> Result<String, ValidationError> {
    if let bad = s.first(where: { !$0.isLetter && !$0.isNumber }) { return .failure(.invalidCharacter(bad)) }
    return s.count < 3 ? .failure(.tooShort(field: "username", min: 3)) : .success(s.lowercased())
}
func validatePin(_ s: String) -> Result<Int, ValidationError> {
    s.count < 4 ? .failure(.tooShort(field: "pin", min: 4)) : Int(s).map { .success($0) } ?? .failure(.invalidCharacter(s.first { !$0.isNumber }!))
}

for (name, pin) in [("Aynur", "1234"), ("ab", "9999"), ("x!y", "12"), ("Kamal", "12a4")] {
    let combined = validateUsername(name).zip(validatePin(pin))
    switch combined {
    case .success(let (user, code)): print("ok: \(user) / \(code)")
    case .failure(let e): print("error: \(e)")
    }
}
print(validateUsername("Tofiq").value as Any, validatePin("1").error as Any)
print(validatePin("4321").map { $0 * 2 }.value ?? 0, validatePin("12x4").mapError { _ in CancellationError() }.error != nil)
