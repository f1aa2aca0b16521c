// An awaited top-level counter with a didSet observer, changed from top-level code and from a function.
func loadInitialCount() async -> Int { 10 }
var visits = await loadInitialCount() {
    didSet { print("visits: \(oldValue) -> \(visits)") }
}
func recordVisit() { visits += 1 }
recordVisit()
visits *= 2
struct Badge { var text: String { "\(visits) visits" } }
print(Badge().text)
