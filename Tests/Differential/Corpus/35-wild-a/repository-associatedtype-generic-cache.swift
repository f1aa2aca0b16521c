// A generic repository protocol with an associated type, a caching decorator and type-erased AnyRepository.
protocol Repository {
    associatedtype Model
    func fetch(id: Int) -> Model?
}

struct Movie: CustomStringConvertible { let id: Int; let title: String; var description: String { "🎬 \(title)" } }

final class RemoteMovies: Repository {
    private(set) var calls = 0
    private let database = [1: Movie(id: 1, title: "Nasreddin"), 2: Movie(id: 2, title: "Arshin Mal Alan")]
    func fetch(id: Int) -> Movie? { calls += 1; return database[id] }
}

final class CachedRepository<Base: Repository>: Repository {
    private let base: Base
    private var cache: [Int: Base.Model] = [:]
    private(set) var hits = 0
    init(_ base: Base) { self.base = base }
    func fetch(id: Int) -> Base.Model? {
        if let cached = cache[id] { hits += 1; return cached }
        let value = base.fetch(id: id)
        cache[id] = value
        return value
    }
}

struct AnyRepository<Model>: Repository {
    private let _fetch: (Int) -> Model?
    init<R: Repository>(_ repo: R) where R.Model == Model { _fetch = repo.fetch }
    func fetch(id: Int) -> Model? { _fetch(id) }
}

let remote = RemoteMovies()
let cached = CachedRepository(remote)
let movies: AnyRepository<Movie> = AnyRepository(cached)
for id in [1, 2, 1, 3, 1, 2] { print(id, movies.fetch(id: id).map(String.init(describing:)) ?? "not found") }
print("remote calls: \(remote.calls), cache hits: \(cached.hits)")
print(type(of: movies), type(of: cached))
