// dump() of a struct containing a class, an enum with payload, an optional and an array.
enum Role { case admin, member(since: Int) }
final class Avatar { let url = "avatar.png"; let size = 64 }
struct Member {
    let name: String
    let role: Role
    let avatar: Avatar?
    let tags: [String]
    let nickname: String? = nil
}
let m = Member(name: "Rauf", role: .member(since: 2019), avatar: Avatar(), tags: ["ios", "swift"])
dump(m)
dump(Role.admin)
dump([1, 2])
