// Infinite-scroll pagination: a loader fetching pages on demand until the last page.
struct Page { let items: [String]; let hasMore: Bool }
final class FeedService {
    private let all = (1...7).map { "gönderi \($0)" }
    func fetch(page: Int, size: Int, completion: (Page) -> Void) {
        let start = page * size
        let slice = Array(all[min(start, all.count)..<min(start + size, all.count)])
        completion(Page(items: slice, hasMore: start + size < all.count))
    }
}
final class FeedViewModel {
    private let service = FeedService()
    private(set) var items: [String] = []
    private var nextPage = 0
    private(set) var canLoadMore = true
    func loadMore() {
        guard canLoadMore else { print("no more pages"); return }
        service.fetch(page: nextPage, size: 3) { page in
            items += page.items
            canLoadMore = page.hasMore
            nextPage += 1
            print("page \(nextPage): +\(page.items.count), total \(items.count)")
        }
    }
}
let feed = FeedViewModel()
for _ in 0..<4 { feed.loadMore() }
print(feed.items.last!)
