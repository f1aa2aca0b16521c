// main.swift — a detached task reads main-actor state without await
// fails the same way in Swift 5
@MainActor
final class FeedViewModel {
    var posts: [String] = ["hello"]

    func startSync() {
        Task.detached {
            print(self.posts.count)
        }
    }
}
