// Characters, appending, String(repeating:), reversed and character properties.
let exclamationMark: Character = "!"
let catCharacters: [Character] = ["C", "a", "t", "!", "🐱"]
let catString = String(catCharacters)
print(catString)
var instruction = "look over"
instruction += " there"
instruction.append(exclamationMark)
print(instruction)
let badStart = """
    one
    two
    """
let end = """
    three
    """
print(badStart + end)
print(String(repeating: "ab", count: 3))
print(String("stressed".reversed()))
let mixed = "a1 B2-c3"
print(mixed.filter(\.isNumber), mixed.filter(\.isLetter), mixed.filter { $0.isUppercase })
print(Character("7").wholeNumberValue ?? -1, Character("x").asciiValue ?? 0)
print(mixed.uppercased(), mixed.capitalized_())
extension String {
    func capitalized_() -> String { prefix(1).uppercased() + dropFirst() }
}
