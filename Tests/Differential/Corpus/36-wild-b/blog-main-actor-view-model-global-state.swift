// Blog post: a @MainActor view model reading a global counter the top-level code changes between awaits.
var launchCount = 0

@MainActor
final class HomeViewModel {
    private(set) var title = ""
    func refresh() async {
        await Task.yield()
        title = "Welcome (launch #\(launchCount))"
    }
}

let model = HomeViewModel()
for _ in 1...3 {
    launchCount += 1
    await model.refresh()
    print(model.title)
}
print("main thread:", Thread.isMainThread)
import Foundation
