// A statement, a declaration and a statement on one line, next to a global object that is never freed.
final class Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
    deinit { print("logger freed with \(lines.count) lines") }
}
let logger = Logger()
var steps = 2
steps += 1; let limit = steps; print("limit", limit)
for i in 1...limit { logger.log("step \(i)") }
print(logger.lines)
