// Result<BlockType, BlockError> and Optional<BlockType> printed every way
struct User: Equatable { let id: Int }
enum FetchError: Error { case missing(id: Int), offline }
let results: [Result<User, FetchError>] = [.success(User(id: 1)), .failure(.missing(id: 2)), .failure(.offline)]
for r in results { print(r) }
debugPrint(results[0])
print(results.map { try? $0.get() })
let none: User? = nil
print(none as Any, Optional<User>.none == nil)
print(String(describing: none), String(describing: Optional(User(id: 5))))
print(type(of: results[1]))
let m = results[1].mapError { _ in FetchError.offline }
print(m)
switch results[1] { case .failure(.missing(let id)): print("missing", id); default: break }
