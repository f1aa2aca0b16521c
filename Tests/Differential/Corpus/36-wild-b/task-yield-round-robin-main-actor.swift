// Two main-actor tasks take turns with Task.yield(); the top-level code awaits both.
var transcript: [String] = []

@MainActor func speaker(_ name: String, lines: Int) async {
    for i in 1...lines {
        transcript.append("\(name)\(i)")
        await Task.yield()
    }
}

let a = Task { @MainActor in await speaker("A", lines: 3) }
let b = Task { @MainActor in await speaker("B", lines: 3) }
await a.value
await b.value
print(transcript.count, "lines")
print(transcript.sorted().joined(separator: " "))
