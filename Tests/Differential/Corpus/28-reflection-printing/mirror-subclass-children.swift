// Mirror of a subclass instance: own children, the superclass mirror, and display styles.
class Animal {
    let name: String
    var legs = 4
    init(name: String) { self.name = name }
}
final class Dog: Animal {
    var tricks = ["sit", "paw"]
    var isGoodBoy = true
}
let dog = Dog(name: "Karabaş")
var mirror: Mirror? = Mirror(reflecting: dog)
while let current = mirror {
    print(current.subjectType, current.displayStyle.map { "\($0)" } ?? "none")
    for child in current.children { print("  ", child.label ?? "_", "=", child.value) }
    mirror = current.superclassMirror
}
let tupleMirror = Mirror(reflecting: (x: 1, 2))
print(tupleMirror.displayStyle!, tupleMirror.children.map { $0.label ?? "nil" })
print(Mirror(reflecting: Optional(3)).displayStyle!, Mirror(reflecting: [1: "a"]).displayStyle!)
