// debugPrint versus print for strings, characters and program types inside collections.
struct Tag: Hashable, CustomStringConvertible { var name: String; var description: String { "#" + name } }
enum Mood: String { case happy = "😀", calm }

let tags = [Tag(name: "swift"), Tag(name: "ios")]
print(tags); debugPrint(tags)
print(["a": Tag(name: "x")]); debugPrint(["a": Tag(name: "x")])
print(Set([Mood.calm]), [Mood.happy: 1])
debugPrint(Mood.happy, Mood.happy.rawValue, Character("é"), "tab\there")
print(["quote\"d", "new\nline"]); debugPrint(["quote\"d", "new\nline"])
let nested: [[String?]] = [["a", nil], []]
print(nested); debugPrint(nested)
print(tags.map(String.init(describing:)), tags.map(String.init(reflecting:)))
