// continue, break in switch, and return from nested loops in a function.
let puzzleInput = "great minds think alike"
var puzzleOutput = ""
let charactersToRemove: [Character] = ["a", "e", "i", "o", "u", " "]
for character in puzzleInput {
    if charactersToRemove.contains(character) { continue }
    puzzleOutput.append(character)
}
print(puzzleOutput)
let numberSymbol: Character = "三"
var possibleIntegerValue: Int?
switch numberSymbol {
case "1", "١", "一", "๑": possibleIntegerValue = 1
case "2", "٢", "二", "๒": possibleIntegerValue = 2
case "3", "٣", "三", "๓": possibleIntegerValue = 3
default: break
}
if let integerValue = possibleIntegerValue {
    print("The integer value of \(numberSymbol) is \(integerValue).")
}
func firstPair(summingTo target: Int, in values: [Int]) -> (Int, Int)? {
    for i in values.indices {
        for j in values.indices where j > i {
            if values[i] + values[j] == target { return (values[i], values[j]) }
        }
    }
    return nil
}
print(firstPair(summingTo: 10, in: [3, 8, 4, 6, 2]) as Any)
print(firstPair(summingTo: 100, in: [1, 2]) as Any)
