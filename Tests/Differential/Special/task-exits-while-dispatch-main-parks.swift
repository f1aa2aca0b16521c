// expect: exit 0 — the pre-top-level-await pattern: a Task started by synchronous code calls exit(0) while the program parks in dispatchMain().
import Foundation
func fetchGreeting() async -> String {
    try? await Task.sleep(nanoseconds: 2_000_000)
    return "merhaba"
}
Task {
    let greeting = await fetchGreeting()
    print(greeting)
    exit(0)
}
print("started")
dispatchMain()
