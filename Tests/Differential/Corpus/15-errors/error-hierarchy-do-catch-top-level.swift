// Top-level program wrapped in do/catch with nested dos, rethrow, defer and error conversion
import Foundation

struct ValidationError: LocalizedError {
    let field: String
    var errorDescription: String? { "Invalid \(field)" }
}
enum NetworkError: Error { case timeout(seconds: Int) }

func validate(_ name: String) throws -> String {
    guard !name.isEmpty else { throw ValidationError(field: "name") }
    return name.uppercased()
}
func fetch(_ attempt: Int) throws -> Int {
    defer { print("  attempt \(attempt) finished") }
    if attempt < 3 { throw NetworkError.timeout(seconds: attempt * 10) }
    return 200
}

do {
    print(try validate("ann"))
    var attempt = 1
    var status = 0
    while status == 0 {
        do { status = try fetch(attempt) } catch NetworkError.timeout(let s) { print("  timeout", s); attempt += 1 }
    }
    print("status", status)
    _ = try validate("")
    print("not printed")
} catch let e as LocalizedError {
    print(e.localizedDescription, e.errorDescription ?? "-")
} catch {
    print("unexpected", error)
}
