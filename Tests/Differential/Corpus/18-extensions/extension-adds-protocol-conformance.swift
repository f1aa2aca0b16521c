// Adding protocol conformance with an extension, naming program types in the conformance list.
protocol TextRepresentable { var textualDescription: String { get } }
struct Dice { let sides: Int }
class Hamster { var name: String; init(name: String) { self.name = name } }
extension Dice: TextRepresentable { var textualDescription: String { "A \(sides)-sided dice" } }
extension Hamster: TextRepresentable { var textualDescription: String { "A hamster named \(name)" } }
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String { "[" + map(\.textualDescription).joined(separator: ", ") + "]" }
}
let d12 = Dice(sides: 12)
print(d12.textualDescription)
let simonTheHamster = Hamster(name: "Simon")
let things: [TextRepresentable] = [d12, simonTheHamster]
for thing in things { print(thing.textualDescription) }
print([Dice(sides: 6), Dice(sides: 20)].textualDescription)
