// Task.sleep(nanoseconds:) with tiny values inside a retry loop with backoff.
enum FlakyError: Error { case timeout(attempt: Int) }
var attempt = 0
func flakyCall() async throws -> String {
    attempt += 1
    if attempt < 3 { throw FlakyError.timeout(attempt: attempt) }
    return "payload after \(attempt) attempts"
}

func withRetry<T>(times: Int, _ body: () async throws -> T) async throws -> T {
    var delay: UInt64 = 100_000
    for round in 1...times {
        do { return try await body() } catch {
            print("round \(round) failed: \(error); sleeping \(delay)ns")
            try await Task.sleep(nanoseconds: delay)
            delay *= 2
        }
    }
    return try await body()
}

do { print(try await withRetry(times: 4, flakyCall)) } catch { print("gave up:", error) }
