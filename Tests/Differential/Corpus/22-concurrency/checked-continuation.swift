// Bridging a completion-handler API to async/await with withCheckedContinuation.
func legacyLoad(_ name: String, completion: @escaping (Result<String, Error>) -> Void) {
    if name.isEmpty { completion(.failure(LegacyError.empty)) } else { completion(.success("contents of \(name)")) }
}
enum LegacyError: Error { case empty }
func load(_ name: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        legacyLoad(name) { continuation.resume(with: $0) }
    }
}
func ping() async -> String { await withCheckedContinuation { $0.resume(returning: "pong") } }
print(try await load("notes.txt"))
do { _ = try await load("") } catch { print("error:", error) }
print(await ping())
