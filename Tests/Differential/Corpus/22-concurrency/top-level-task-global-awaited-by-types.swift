// a top-level Task kept in a global, awaited from a function
func work() async -> String { "done" }
let task = Task { await work() }
func finish() async -> String { await task.value }
print("started")
print(await finish())
final class Holder { func describe() async -> String { "holder: " + (await task.value) } }
print(await Holder().describe())
