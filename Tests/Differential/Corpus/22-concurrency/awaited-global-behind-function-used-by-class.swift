// a function reading an awaited global, called from a class
func fetchUser() async -> String { "ayşe" }
let user = await fetchUser()
func greeting() -> String { "merhaba \(user)" }
final class Screen { func appear() { print(greeting()) } }
Screen().appear()
var counter = 0
func bump() { counter += 1 }
bump(); bump()
print(counter)
