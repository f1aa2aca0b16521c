// Result with map, flatMap, mapError, get() and printing of success/failure with program types.
enum FetchError: Error, Equatable { case offline, badStatus(Int) }
struct WrappedError: Error { var reason: String }
struct User { var id: Int; var name: String }

func fetchUser(_ id: Int) -> Result<User, FetchError> {
    switch id {
    case 1: return .success(User(id: 1, name: "Ada"))
    case 2: return .failure(.badStatus(404))
    default: return .failure(.offline)
    }
}
for id in 1...3 {
    let result = fetchUser(id)
    print(result)
    print("  name:", result.map(\.name))
    print("  length:", result.flatMap { $0.name.isEmpty ? .failure(.offline) : .success($0.name.count) })
    print("  message:", result.mapError { WrappedError(reason: "\($0)") }.map { _ in "ok" })
    do { print("  got:", try result.get().name) } catch { print("  threw:", error) }
}
let wrapped = Result { try JSONLike.parse("x") }
print(wrapped)
enum JSONLike { struct Bad: Error {}; static func parse(_ s: String) throws -> Int { throw Bad() } }
