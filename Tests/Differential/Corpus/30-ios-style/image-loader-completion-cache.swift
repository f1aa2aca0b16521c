// An image loader with completion handlers, an in-memory cache, request de-duplication and Result errors.
struct Image: CustomStringConvertible {
    let name: String, bytes: Int
    var description: String { "Image(\(name), \(bytes)B)" }
}
enum LoaderError: Error { case invalidURL(String), notFound }

final class MockBackend {
    var requests: [String] = []
    private var pending: [(String, (Result<Image, LoaderError>) -> Void)] = []
    func fetch(_ url: String, completion: @escaping (Result<Image, LoaderError>) -> Void) {
        requests.append(url)
        pending.append((url, completion))
    }
    func flush() {
        let work = pending
        pending.removeAll()
        for (url, done) in work { done(url.hasSuffix("404.png") ? .failure(.notFound) : .success(Image(name: url, bytes: url.count * 100))) }
    }
}

final class ImageLoader {
    private var cache: [String: Image] = [:]
    private var waiting: [String: [(Result<Image, LoaderError>) -> Void]] = [:]
    let backend: MockBackend
    init(backend: MockBackend) { self.backend = backend }

    func load(_ url: String, completion: @escaping (Result<Image, LoaderError>) -> Void) {
        guard url.hasPrefix("https://") else { return completion(.failure(.invalidURL(url))) }
        if let image = cache[url] { return completion(.success(image)) }
        if waiting[url] != nil { waiting[url]!.append(completion); return }
        waiting[url] = [completion]
        backend.fetch(url) { [weak self] result in
            guard let self else { return }
            if case .success(let image) = result { self.cache[url] = image }
            self.waiting.removeValue(forKey: url)?.forEach { $0(result) }
        }
    }
}

let backend = MockBackend()
let loader = ImageLoader(backend: backend)
let report: (String) -> (Result<Image, LoaderError>) -> Void = { who in { print(who, $0) } }
loader.load("https://cdn/a.png", completion: report("cell 1"))
loader.load("https://cdn/a.png", completion: report("cell 2"))
loader.load("https://cdn/404.png", completion: report("cell 3"))
loader.load("ftp://x", completion: report("cell 4"))
backend.flush()
loader.load("https://cdn/a.png", completion: report("cell 5"))
print("backend requests:", backend.requests)
