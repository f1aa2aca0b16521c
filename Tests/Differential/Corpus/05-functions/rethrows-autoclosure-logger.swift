// A tiny logger with @autoclosure messages, a level filter and a rethrowing retry helper.
enum Level: Int, Comparable, CustomStringConvertible {
    case debug, info, warning, error
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    var description: String { "[\(["DEBUG", "INFO", "WARNING", "ERROR"][rawValue])]" }
}

var minimumLevel = Level.info
var evaluated = 0

func log(_ level: Level, _ message: @autoclosure () -> String) {
    guard level >= minimumLevel else { return }
    print(level, message())
}

func expensiveSummary() -> String {
    evaluated += 1
    return "summary #\(evaluated)"
}

log(.debug, expensiveSummary())
log(.info, expensiveSummary())
minimumLevel = .debug
log(.debug, expensiveSummary())
print("evaluated", evaluated, "times")

struct Flaky: Error { let attempt: Int }

func retry<T>(times: Int, _ body: (Int) throws -> T) rethrows -> T {
    for attempt in 1..<times {
        if let value = try? body(attempt) { return value }
        log(.warning, "attempt \(attempt) failed")
    }
    return try body(times)
}

let value = try retry(times: 3) { attempt -> String in
    if attempt < 3 { throw Flaky(attempt: attempt) }
    return "ok on \(attempt)"
}
print(value)
print(retry(times: 2) { "no throwing: \($0)" })
do {
    _ = try retry(times: 2) { throw Flaky(attempt: $0) } as Int
} catch {
    log(.error, "gave up: \(error)")
}
