// An async profile screen: the user is awaited at top level, formatting helpers, a view struct using them.
struct User { let name: String; let followers: Int; let joinedYear: Int }

enum APIError: Error { case offline }

struct ProfileAPI {
    func fetchUser(id: Int) async throws -> User {
        guard id > 0 else { throw APIError.offline }
        return User(name: "Aylin Qasımova", followers: 15_320, joinedYear: 2019)
    }
}

func displayName(_ user: User) -> String {
    let parts = user.name.split(separator: " ")
    return parts.count > 1 ? "\(parts[0]) \(parts[1].prefix(1))." : user.name
}

func followerText(_ count: Int) -> String {
    count >= 1000 ? "\(count / 1000).\(count % 1000 / 100)K followers" : "\(count) followers"
}

struct ProfileView {
    let model: User
    func render() -> [String] {
        ["┌ \(displayName(model))", "│ \(followerText(model.followers))", "└ member since \(model.joinedYear)"]
    }
}

let api = ProfileAPI()
let user = try await api.fetchUser(id: 1)
ProfileView(model: user).render().forEach { print($0) }
do { _ = try await api.fetchUser(id: 0) } catch { print("second fetch failed:", error) }
