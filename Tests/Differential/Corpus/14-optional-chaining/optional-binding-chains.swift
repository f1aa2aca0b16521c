// Chains of if let / guard let with optional chaining in between, and shadowing names.
struct Profile { var nickname: String?; var friends: [Profile] = [] }
let me = Profile(nickname: "deniz", friends: [Profile(nickname: nil), Profile(nickname: "ayla", friends: [Profile(nickname: "kamil")])])
if let friend = me.friends.last, let nick = friend.nickname, let grand = friend.friends.first?.nickname {
    print("\(nick) knows \(grand)")
}
func describe(_ profile: Profile?) -> String {
    guard let profile else { return "no profile" }
    guard let nickname = profile.nickname else { return "anonymous with \(profile.friends.count) friends" }
    return "\(nickname) with \(profile.friends.count) friends"
}
print(describe(me))
print(describe(me.friends.first))
print(describe(me.friends.first?.friends.first))
print(describe(nil))
