// Structured concurrency: withTaskGroup collecting results that are sorted, Task { } with await task.value.
func wordCount(_ text: String) async -> (String, Int) {
    (String(text.prefix(8)), text.split(separator: " ").count)
}

let documents = [
    "the quick brown fox jumps over the lazy dog",
    "swift concurrency makes async code readable",
    "hello world",
]

let counts = await withTaskGroup(of: (String, Int).self) { group in
    for doc in documents {
        group.addTask { await wordCount(doc) }
    }
    var results: [(String, Int)] = []
    for await result in group { results.append(result) }
    return results.sorted { $0.1 > $1.1 }
}
for (prefix, n) in counts { print("\(prefix)…: \(n) words") }

let summary = Task { () -> String in
    let total = counts.map(\.1).reduce(0, +)
    return "\(counts.count) documents, \(total) words"
}
print(await summary.value)

let failing = Task { () throws -> Int in
    struct Timeout: Error {}
    throw Timeout()
}
do { _ = try await failing.value } catch { print("task failed with", type(of: error)) }
