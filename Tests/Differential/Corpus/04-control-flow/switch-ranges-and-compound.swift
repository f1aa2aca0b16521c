// switch with interval matching, compound cases and fallthrough.
let approximateCount = 62
let countedThings = "moons orbiting Saturn"
let naturalCount: String
switch approximateCount {
case 0: naturalCount = "no"
case 1..<5: naturalCount = "a few"
case 5..<12: naturalCount = "several"
case 12..<100: naturalCount = "dozens of"
case 100..<1000: naturalCount = "hundreds of"
default: naturalCount = "many"
}
print("There are \(naturalCount) \(countedThings).")
for character: Character in ["a", "z", "e", "q"] {
    switch character {
    case "a", "e", "i", "o", "u": print(character, "is a vowel")
    case "b"..."y": print(character, "is a consonant")
    default: print(character, "is neither")
    }
}
let integerToDescribe = 5
var description = "The number \(integerToDescribe) is"
switch integerToDescribe {
case 2, 3, 5, 7, 11, 13, 17, 19:
    description += " a prime number, and also"
    fallthrough
default:
    description += " an integer."
}
print(description)
