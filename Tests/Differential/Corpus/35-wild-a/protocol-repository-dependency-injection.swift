// Dependency injection: a repository protocol, an in-memory implementation, a service taking it in init.
protocol UserRepository {
    func all() -> [UserRecord]
    func save(_ user: UserRecord)
}

extension UserRepository {
    func find(named name: String) -> UserRecord? { all().first { $0.name == name } }
    var count: Int { all().count }
}

struct UserRecord: Equatable, CustomDebugStringConvertible {
    let id: Int
    let name: String
    var debugDescription: String { "UserRecord#\(id)(\(name))" }
}

final class InMemoryUserRepository: UserRepository {
    private var storage: [Int: UserRecord] = [:]
    func all() -> [UserRecord] { storage.values.sorted { $0.id < $1.id } }
    func save(_ user: UserRecord) { storage[user.id] = user }
}

final class SignUpService {
    private let repository: UserRepository
    private var nextID: Int
    init(repository: UserRepository, startingAt id: Int = 100) {
        self.repository = repository
        nextID = id
    }
    @discardableResult
    func signUp(_ name: String) -> Result<UserRecord, SignUpError> {
        if repository.find(named: name) != nil { return .failure(.taken(name)) }
        let user = UserRecord(id: nextID, name: name)
        nextID += 1
        repository.save(user)
        return .success(user)
    }
}

enum SignUpError: Error { case taken(String) }

let repo = InMemoryUserRepository()
let service = SignUpService(repository: repo)
for name in ["leyla", "kenan", "leyla"] {
    print(service.signUp(name))
}
debugPrint(repo.all())
print(repo.count)
