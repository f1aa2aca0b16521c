// main.swift — a switch over an enum with associated values misses a pattern
enum LoadState {
    case idle
    case loading(progress: Double)
    case failed(Error)
    case loaded([String])
}

func describe(_ state: LoadState) -> String {
    switch state {
    case .idle: return "idle"
    case .loading(let progress): return "loading \(progress)"
    case .loaded(let items): return "\(items.count) items"
    }
}

print(describe(.idle))
