// main.swift — a nonisolated global mutable variable declared in a namespace enum
// compiles in Swift 5
enum Metrics {
    static var requestCount = 0
}

func handleRequest() async {
    Metrics.requestCount += 1
    print("requests: \(Metrics.requestCount)")
}
