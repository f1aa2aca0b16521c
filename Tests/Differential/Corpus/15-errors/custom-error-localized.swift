// Errors as structs and enums with descriptions; catching by type with 'as' patterns.
struct HTTPError: Error, CustomStringConvertible {
    let status: Int
    var description: String { "HTTP \(status)" }
}
enum AppError: Error { case offline, http(HTTPError) }
func request(_ n: Int) throws {
    switch n {
    case 0: return
    case 1: throw AppError.offline
    case 2: throw HTTPError(status: 503)
    default: throw AppError.http(HTTPError(status: 404))
    }
}
for n in 0...3 {
    do {
        try request(n)
        print(n, "ok")
    } catch let error as HTTPError where error.status >= 500 {
        print(n, "server error", error)
    } catch AppError.http(let inner) {
        print(n, "wrapped", inner.status)
    } catch {
        print(n, "other:", error)
    }
}
