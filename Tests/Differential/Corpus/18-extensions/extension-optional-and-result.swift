// Extensions of Optional and Result with constrained helpers.
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
extension Optional {
    func or(_ fallback: Wrapped) -> Wrapped { self ?? fallback }
}
extension Result {
    var value: Success? { try? get() }
    var isSuccess: Bool { if case .success = self { return true }; return false }
}
let name: String? = nil
print("[\(name.orEmpty)]", name.isNilOrEmpty, Optional("x").isNilOrEmpty)
print(Int("12").or(0), Int("zz").or(-1))
enum E: Error { case bad }
let results: [Result<Int, E>] = [.success(1), .failure(.bad)]
print(results.map(\.value), results.map(\.isSuccess))
