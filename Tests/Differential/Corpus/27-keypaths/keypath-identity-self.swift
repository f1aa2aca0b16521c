// The identity key path \.self, key paths into tuples, arrays and dictionaries.
let numbers = [3, 1, 2]
print(numbers.map(\.self))
let pairKP = \(Int, String).1
print((7, "yedi")[keyPath: pairKP])
let firstKP = \[String].[0]
print(["alpha", "beta"][keyPath: firstKP])
let dictKP = \[String: Int].["b"]
print(["a": 1, "b": 2][keyPath: dictKP] as Any)
struct Team { var members: [String] }
var team = Team(members: ["Aras", "Banu"])
team[keyPath: \Team.members[1]] = "Belma"
print(team.members, team[keyPath: \.members.count])
