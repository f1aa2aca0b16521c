// Wrapping a callback API with withCheckedContinuation and withCheckedThrowingContinuation.
import Dispatch
struct FetchError: Error { let reason: String }
func legacyFetch(id: Int, completion: @escaping (Result<String, FetchError>) -> Void) {
    DispatchQueue.global().async {
        completion(id > 0 ? .success("item-\(id)") : .failure(FetchError(reason: "bad id \(id)")))
    }
}
func fetch(id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        legacyFetch(id: id) { continuation.resume(with: $0) }
    }
}
func delayedDouble(_ n: Int) async -> Int {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: n * 2) }
    }
}
print(try await fetch(id: 4))
do { _ = try await fetch(id: -1) } catch { print("failed:", error) }
print(await delayedDouble(21))
