// main.swift — calling a function marked unavailable with a message
struct ImageCache {
    @available(*, unavailable, message: "use load(named:) instead")
    func image(named name: String) -> String { name }

    func load(named name: String) -> String { "image:\(name)" }
}

let cache = ImageCache()
print(cache.image(named: "logo"))
