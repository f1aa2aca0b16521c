// a program type named MainActor
struct MainActor { static let name = "my main actor" }
print(MainActor.name)
let done = "end"
print(done)
