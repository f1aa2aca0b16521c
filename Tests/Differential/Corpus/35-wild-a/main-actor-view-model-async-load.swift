// A @MainActor view model loading data with async/await from top-level code; states printed as they change.
struct Article: Sendable { let title: String; let minutes: Int }

protocol ArticleService: Sendable { func fetch(page: Int) async throws -> [Article] }

struct StubService: ArticleService {
    struct Offline: Error {}
    func fetch(page: Int) async throws -> [Article] {
        try await Task.sleep(nanoseconds: 1_000_000)
        if page > 2 { throw Offline() }
        return (1...2).map { Article(title: "Article \(page).\($0)", minutes: page * 3 + $0) }
    }
}

@MainActor
final class FeedViewModel {
    enum State { case idle, loading, loaded(Int), error(String) }
    private(set) var articles: [Article] = []
    private(set) var state = State.idle { didSet { print("state:", state) } }
    private let service: ArticleService
    init(service: ArticleService) { self.service = service }
    func load(page: Int) async {
        state = .loading
        do {
            articles += try await service.fetch(page: page)
            state = .loaded(articles.count)
        } catch {
            state = .error(String(describing: type(of: error)))
        }
    }
}

let viewModel = FeedViewModel(service: StubService())
for page in 1...3 { await viewModel.load(page: page) }
for article in viewModel.articles { print("•", article.title, "(\(article.minutes) min)") }
print(Thread.isMainThread)
import Foundation
