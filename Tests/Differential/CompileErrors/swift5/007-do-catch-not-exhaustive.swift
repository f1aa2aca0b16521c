// main.swift — a do/catch that catches only one case leaves the function throwing
enum NetworkError: Error {
    case offline
    case timeout
}

func fetch() throws -> String {
    throw NetworkError.timeout
}

func load() -> String {
    do {
        return try fetch()
    } catch NetworkError.offline {
        return "offline"
    }
}

print(load())
