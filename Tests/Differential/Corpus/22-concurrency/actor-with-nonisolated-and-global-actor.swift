// An actor with nonisolated members, a custom global actor, and awaiting isolated functions.
@globalActor actor StorageActor { static let shared = StorageActor() }
@StorageActor enum Drafts {
    static var savedItems: [String] = []
    static func save(_ item: String) { savedItems.append(item) }
}
actor ImageCache {
    private var images: [String: Int] = [:]
    nonisolated let name: String
    init(name: String) { self.name = name }
    nonisolated var label: String { "cache(\(name))" }
    func store(_ key: String, size: Int) { images[key] = size }
    func totalSize() -> Int { images.values.reduce(0, +) }
}
let cache = ImageCache(name: "thumbnails")
print(cache.label)
await cache.store("a", size: 10)
await cache.store("b", size: 32)
print(await cache.totalSize())
await Drafts.save("draft-1")
await Drafts.save("draft-2")
print(await Drafts.savedItems)
