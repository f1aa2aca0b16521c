// Playground-style emoji names for globals whose initialisers print, so their order is visible.
func make(_ animal: String, sound: String) -> String {
    print("making \(animal)")
    return "\(animal) says \(sound)"
}
let 🐶 = make("dog", sound: "woof")
print("after the dog")
let 🐱 = make("cat", sound: "meow"), 🐮 = make("cow", sound: "moo")
print("after the cat and the cow")
var 🧮 = 0
func tally() { 🧮 += 1 }
tally(); tally()
print(🐮, 🐱, 🐶, 🧮)
