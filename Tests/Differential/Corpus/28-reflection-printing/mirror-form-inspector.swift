// Mirror over program structs, enums and classes: labels, values, display styles and a generic inspector.
struct Address { var city: String; var zip: String? }
struct Profile {
    var name: String
    var age: Int
    var tags: [String]
    var address: Address
    var role: Role
}
enum Role { case admin, member(since: Int) }
class Session { var token = "abc"; var user: Profile? = nil }

func inspect(_ value: Any, indent: String = "") {
    let mirror = Mirror(reflecting: value)
    print("\(indent)\(mirror.subjectType) [\(mirror.displayStyle.map { "\($0)" } ?? "none")] \(mirror.children.count) children")
    for child in mirror.children {
        let label = child.label ?? "_"
        let childMirror = Mirror(reflecting: child.value)
        if childMirror.displayStyle == .struct {
            print("\(indent)  \(label):")
            inspect(child.value, indent: indent + "    ")
        } else {
            print("\(indent)  \(label) = \(child.value)")
        }
    }
}

let profile = Profile(name: "Ləman", age: 31, tags: ["swift", "ios"], address: Address(city: "Sumqayıt", zip: nil), role: .member(since: 2019))
inspect(profile)
inspect(Role.admin)
inspect(Role.member(since: 2020))
let session = Session()
session.user = profile
inspect(session)
print(Mirror(reflecting: profile).children.compactMap(\.label))
print(Mirror(reflecting: (1, "iki", label: 3.0)).children.map { $0.label ?? "nil" })
print(Mirror(reflecting: [1, 2]).displayStyle as Any, Mirror(reflecting: Optional(5)).displayStyle as Any)
