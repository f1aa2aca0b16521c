// A film cast model where a top-level variable is called `actor` and is reassigned.
struct Person: CustomStringConvertible {
    var name: String
    var roles: [String] = []
    var description: String { "\(name) (\(roles.joined(separator: ", ")))" }
}
var actor = Person(name: "Kemal Sunal")
actor.roles.append("Şaban")
print(actor)
actor = Person(name: "Şener Şen", roles: ["Ağa"])
print(actor, actor.roles.count)
