// An image loader with an in-memory cache and completion handlers, as in a table cell's image view.
struct Image: CustomStringConvertible { let name: String; let bytes: Int; var description: String { "<\(name) \(bytes)B>" } }
final class ImageLoader {
    private var cache: [String: Image] = [:]
    private(set) var networkRequests = 0
    func load(_ url: String, completion: (Image) -> Void) {
        if let cached = cache[url] { print("cache hit \(url)"); completion(cached); return }
        networkRequests += 1
        let image = Image(name: url.split(separator: "/").last.map(String.init) ?? url, bytes: url.count * 100)
        cache[url] = image
        completion(image)
    }
}
final class Cell {
    var imageView: Image?
    func configure(url: String, loader: ImageLoader) { loader.load(url) { self.imageView = $0 } }
}
let loader = ImageLoader()
let urls = ["https://cdn/a.png", "https://cdn/b.png", "https://cdn/a.png"]
let cells = urls.map { url -> Cell in let c = Cell(); c.configure(url: url, loader: loader); return c }
print(cells.map { $0.imageView!.description })
print("requests:", loader.networkRequests)
