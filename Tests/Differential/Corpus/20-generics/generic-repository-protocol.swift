// iOS-style generic repository with associated Entity and ID types and a where-constrained extension
protocol Entity { associatedtype ID: Hashable & Comparable; var id: ID { get } }
protocol Repository {
    associatedtype Model: Entity
    var storage: [Model.ID: Model] { get set }
}
extension Repository {
    mutating func save(_ m: Model) { storage[m.id] = m }
    func all() -> [Model] { storage.keys.sorted().map { storage[$0]! } }
}
extension Repository where Model: CustomStringConvertible {
    func dumpAll() { all().forEach { print(" -", $0) } }
}
struct User: Entity, CustomStringConvertible { let id: Int; var name: String; var description: String { "\(id):\(name)" } }
struct Tag: Entity { let id: String }
struct MemoryRepo<M: Entity>: Repository { var storage: [M.ID: M] = [:] }

var users = MemoryRepo<User>()
users.save(User(id: 3, name: "Cy")); users.save(User(id: 1, name: "Al")); users.save(User(id: 3, name: "Cyd"))
users.dumpAll()
var tags = MemoryRepo<Tag>()
["swift", "ios", "async"].forEach { tags.save(Tag(id: $0)) }
print(tags.all().map(\.id))
print(type(of: users), String(reflecting: type(of: tags)))
