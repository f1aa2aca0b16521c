// dump and print of arrays, optionals and sorted dictionaries holding program structs, enums and classes.
enum Status: String { case active, banned }
struct Member { let nick: String; var status: Status; var score: Int? }
final class Team: CustomStringConvertible {
    let title: String
    var members: [Member]
    init(_ title: String, _ members: [Member]) { self.title = title; self.members = members }
    var description: String { "Team \(title) (\(members.count))" }
}

let members = [Member(nick: "kartal", status: .active, score: 12), Member(nick: "şahin", status: .banned, score: nil)]
print(members)
dump(members)
let maybe: Member? = members.first
print(maybe as Any)
dump(maybe)
let none: Member? = nil
dump(none)
let team = Team("Yıldızlar", members)
print(team, [team])
dump(team)
let byStatus = Dictionary(grouping: members, by: \.status)
for (status, group) in byStatus.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
    print(status, group.map(\.nick))
}
let scores: [String: Member] = ["lider": members[0]]
print(scores)
dump(scores)
print([Status.active: 1])
dump([Optional(Status.banned), nil])
