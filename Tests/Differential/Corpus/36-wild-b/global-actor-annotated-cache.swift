// A custom global actor guarding a static cache dictionary and a class, called from top-level await.
@globalActor actor ImageActor {
    static let shared = ImageActor()
}

@ImageActor enum Store { static var thumbnails: [String: Int] = [:] }

@ImageActor final class Thumbnailer {
    func thumbnail(for name: String) -> Int {
        if let cached = Store.thumbnails[name] { return -cached }
        let size = name.count * 16
        Store.thumbnails[name] = size
        return size
    }
}

@ImageActor func cacheSummary() -> String {
    Store.thumbnails.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
}

let maker = await Thumbnailer()
for name in ["cat.png", "dog.png", "cat.png"] {
    print(name, await maker.thumbnail(for: name))
}
print(await cacheSummary())
