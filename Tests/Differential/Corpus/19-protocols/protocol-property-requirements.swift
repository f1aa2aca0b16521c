// Property requirements { get } and { get set }, satisfied by stored, computed and let properties.
protocol FullyNamed { var fullName: String { get } }
protocol Adjustable { var level: Int { get set } }
struct Person: FullyNamed { var fullName: String }
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
struct Speaker: Adjustable {
    private var raw = 0
    var level: Int { get { raw } set { raw = min(10, max(0, newValue)) } }
}
print(Person(fullName: "John Appleseed").fullName)
print(Starship(name: "Enterprise", prefix: "USS").fullName, Starship(name: "Firefly").fullName)
var speaker: any Adjustable = Speaker()
speaker.level = 7
speaker.level += 9
print(speaker.level)
func louder<T: Adjustable>(_ x: inout T) { x.level += 1 }
var s = Speaker(); louder(&s); louder(&s)
print(s.level)
