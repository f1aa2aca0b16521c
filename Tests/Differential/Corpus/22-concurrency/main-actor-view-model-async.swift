// A @MainActor view model loading data through an async service, publishing states to an observer closure.
enum LoadState: Equatable, CustomStringConvertible {
    case idle, loading, loaded([String]), failed(String)
    var description: String {
        switch self {
        case .idle: "idle"
        case .loading: "loading…"
        case .loaded(let items): "loaded \(items.count): \(items.joined(separator: ", "))"
        case .failed(let message): "failed: \(message)"
        }
    }
}

struct CityService {
    var shouldFail = false
    func fetchCities() async throws -> [String] {
        await Task.yield()
        if shouldFail { throw ServiceError.unavailable }
        return ["Naxçıvan", "Lənkəran", "Şamaxı"].sorted()
    }
}
enum ServiceError: Error { case unavailable }

@MainActor
final class CitiesViewModel {
    private(set) var state: LoadState = .idle { didSet { onChange?(state) } }
    var onChange: ((LoadState) -> Void)?
    let service: CityService
    init(service: CityService) { self.service = service }

    func load() async {
        state = .loading
        do { state = .loaded(try await service.fetchCities()) } catch { state = .failed("\(error)") }
    }
}

let viewModel = CitiesViewModel(service: CityService())
viewModel.onChange = { print("render:", $0) }
await viewModel.load()
let failing = CitiesViewModel(service: CityService(shouldFail: true))
var history: [LoadState] = []
failing.onChange = { history.append($0) }
await failing.load()
print(history)
print(viewModel.state == .loaded(["Lənkəran", "Naxçıvan", "Şamaxı"]), failing.state)
