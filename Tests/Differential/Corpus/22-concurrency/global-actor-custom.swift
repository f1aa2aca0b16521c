// A custom global actor annotating a function and a class, called from top-level await.
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}
@DatabaseActor
final class Store {
    var rows: [String] = []
    func insert(_ row: String) { rows.append(row) }
}
@DatabaseActor func seed(_ store: Store) {
    store.insert("users")
    store.insert("orders")
}
let store = await Store()
await seed(store)
await store.insert("logs")
print(await store.rows)
