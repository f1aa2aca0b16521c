// AsyncStream as a producer, an async map/filter pipeline, for await at top level, and a continuation.
func numbers(upTo n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 1...n { continuation.yield(i) }
        continuation.finish()
    }
}

extension AsyncSequence {
    func collect() async rethrows -> [Element] {
        var out: [Element] = []
        for try await x in self { out.append(x) }
        return out
    }
}

var sum = 0
for await n in numbers(upTo: 5) {
    sum += n
    print("received \(n), running sum \(sum)")
}

let evensSquared = await numbers(upTo: 10).filter { $0.isMultiple(of: 2) }.map { $0 * $0 }.collect()
print(evensSquared)

func legacyFetch(_ id: Int, completion: @escaping (Result<String, Error>) -> Void) {
    completion(id > 0 ? .success("user-\(id)") : .failure(CancellationError()))
}
func fetch(_ id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { c in legacyFetch(id) { c.resume(with: $0) } }
}
print(try await fetch(7))
do { _ = try await fetch(0) } catch { print("failed:", error is CancellationError) }
