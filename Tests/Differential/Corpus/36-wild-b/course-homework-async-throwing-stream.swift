// Course homework: parse lines from an AsyncThrowingStream, stopping at the first bad line.
enum ParseError: Error, CustomStringConvertible {
    case notANumber(line: Int, text: String)
    var description: String {
        switch self { case let .notANumber(line, text): return "line \(line): '\(text)' is not a number" }
    }
}

let input = ["12", "7", "x9", "40"]
let numbers = AsyncThrowingStream<Int, Error> { continuation in
    for (index, text) in input.enumerated() {
        guard let value = Int(text) else {
            continuation.finish(throwing: ParseError.notANumber(line: index + 1, text: text))
            return
        }
        continuation.yield(value)
    }
    continuation.finish()
}

var total = 0
do {
    for try await n in numbers {
        total += n
        print("running total:", total)
    }
} catch {
    print("stopped:", error)
}
print("final:", total)
