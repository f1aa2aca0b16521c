// print and dump of a class without description, and with CustomStringConvertible.
class Plain { var a = 1; var b = "two" }
class Described: CustomStringConvertible {
    var tags = ["x", "y"]
    var description: String { "Described(tags: \(tags.joined(separator: ",")))" }
}
struct Holder { var plain = Plain(); var count = 3 }
print(Plain())
print(Described())
dump(Plain())
dump(Holder())
print([Described()], Holder())
