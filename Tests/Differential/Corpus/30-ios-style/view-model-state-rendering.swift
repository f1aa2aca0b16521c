// A view model with a loading state enum, a render closure, and state transitions printed as the UI would.
enum LoadState<Value> {
    case idle, loading, loaded(Value), failed(String)
}
struct Article { let title: String; let likes: Int }
final class FeedViewModel {
    var onRender: ((String) -> Void)?
    private(set) var state: LoadState<[Article]> = .idle { didSet { onRender?(render()) } }
    func load(shouldFail: Bool) {
        state = .loading
        state = shouldFail ? .failed("network unavailable") : .loaded([Article(title: "SwiftUI", likes: 12), Article(title: "Actors", likes: 30)])
    }
    func render() -> String {
        switch state {
        case .idle: return "—"
        case .loading: return "spinner"
        case .loaded(let items): return items.map { "\($0.title) (\($0.likes)♥)" }.joined(separator: ", ")
        case .failed(let message): return "error: \(message)"
        }
    }
}
let viewModel = FeedViewModel()
viewModel.onRender = { print("render →", $0) }
viewModel.load(shouldFail: false)
viewModel.load(shouldFail: true)
print(viewModel.state)
