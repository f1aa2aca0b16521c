// A paginated list loader: a state enum with associated values, a fake synchronous API, and a reducer-ish load.
struct Page { let items: [String]; let next: Int? }

enum LoadState: CustomStringConvertible {
    case idle, loading(page: Int), loaded(items: [String], next: Int?), failed(String)
    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let p): return "loading page \(p)"
        case let .loaded(items, next): return "loaded \(items.count) items, next: \(next.map(String.init) ?? "none")"
        case .failed(let m): return "failed: \(m)"
        }
    }
}

func fakeAPI(page: Int) -> Result<Page, Error> {
    struct ServerError: Error, CustomStringConvertible { var description: String { "HTTP 500" } }
    let all = (1...7).map { "item \($0)" }
    if page == 99 { return .failure(ServerError()) }
    let start = (page - 1) * 3
    let slice = Array(all[start..<min(start + 3, all.count)])
    return .success(Page(items: slice, next: start + 3 < all.count ? page + 1 : nil))
}

final class ListLoader {
    private(set) var state = LoadState.idle { didSet { print("state →", state) } }
    private var items: [String] = []
    func loadNext() {
        let page: Int
        switch state {
        case .idle: page = 1
        case .loaded(_, let next?): page = next
        case .loaded(_, nil): print("nothing more to load"); return
        case .loading, .failed: return
        }
        state = .loading(page: page)
        switch fakeAPI(page: page) {
        case .success(let p): items += p.items; state = .loaded(items: items, next: p.next)
        case .failure(let e): state = .failed("\(e)")
        }
    }
}

let loader = ListLoader()
for _ in 0..<4 { loader.loadNext() }
print(String(describing: loader.state))
print(fakeAPI(page: 99).map(\.items.count))
