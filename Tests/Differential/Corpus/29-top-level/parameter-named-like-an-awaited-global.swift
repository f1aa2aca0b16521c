// A function whose parameter is named like an awaited global, called from a type
struct User { let name: String }
func fetchUser() async -> User { User(name: "Aylin") }
func greet(_ user: User) -> String { "Hello, \(user.name)" }
struct Banner { func text(for u: User) -> String { greet(u) } }
let user = await fetchUser()
print(Banner().text(for: user))
