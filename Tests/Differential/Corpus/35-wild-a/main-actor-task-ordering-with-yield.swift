// Ordering of unstructured tasks started from async top-level code (main actor) around Task.yield and await.
var events: [String] = []

func note(_ e: String) { events.append(e) }

note("start")
let first = Task { note("task A runs") }
Task { note("task B runs") }
note("after creating tasks")
await Task.yield()
note("after yield")
await first.value
let result = await Task { () -> Int in note("task C computes"); return 42 }.value
note("task C returned \(result)")
actor Counter {
    var n = 0
    func bump() -> Int { n += 1; return n }
}
let counter = Counter()
for _ in 1...3 { note("counter \(await counter.bump())") }
print(events.joined(separator: "\n"))
