// Result values printed directly, mapped, flat-mapped, and turned back into throwing code with get().
enum FetchError: Error { case notFound(id: Int), unauthorized }

struct User: CustomStringConvertible {
    let id: Int, name: String
    var description: String { "User#\(id) \(name)" }
}

let database = [1: "Zeynep", 2: "Orxan"]

func fetchUser(_ id: Int) -> Result<User, FetchError> {
    guard id > 0 else { return .failure(.unauthorized) }
    guard let name = database[id] else { return .failure(.notFound(id: id)) }
    return .success(User(id: id, name: name))
}

for id in [1, 3, 0] {
    let result = fetchUser(id)
    print(result)
    print("  name length:", result.map { $0.name.count })
    switch result {
    case .success(let user): print("  welcome", user.name)
    case .failure(.notFound(let missing)): print("  no user", missing)
    case .failure(let error): print("  failed:", error)
    }
}

let chained = fetchUser(2).flatMap { user in
    user.name.count > 3 ? .success(user.name.uppercased()) : .failure(.unauthorized)
}
print(chained, String(describing: chained))
debugPrint(fetchUser(9))
let recovered = fetchUser(7).mapError { _ in FetchError.unauthorized }
print(recovered)
do {
    let user = try fetchUser(1).get()
    print("got", user)
    _ = try fetchUser(5).get()
} catch {
    print("caught", error)
}
let converted = Result { try fetchUser(0).get() }
print(converted)
print([fetchUser(1), fetchUser(4)])
