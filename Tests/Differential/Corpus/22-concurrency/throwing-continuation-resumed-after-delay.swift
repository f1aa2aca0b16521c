// A callback API on a dispatch queue wrapped with withCheckedThrowingContinuation, awaited in a loop.
import Foundation
enum LoadError: Error { case notFound(Int) }
func load(id: Int, completion: @escaping (Result<String, LoadError>) -> Void) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(3)) {
        completion(id % 3 == 0 ? .failure(.notFound(id)) : .success("kayıt-\(id)"))
    }
}
func load(id: Int) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
        load(id: id) { continuation.resume(with: $0) }
    }
}
for id in 1...4 {
    do { print(try await load(id: id)) } catch { print("error:", error) }
}
