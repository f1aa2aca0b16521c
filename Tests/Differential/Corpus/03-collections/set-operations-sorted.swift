// Sets: membership and set algebra, always printed after sorting.
let oddDigits: Set = [1, 3, 5, 7, 9]
let evenDigits: Set = [0, 2, 4, 6, 8]
let singleDigitPrimeNumbers: Set = [2, 3, 5, 7]
print(oddDigits.union(evenDigits).sorted())
print(oddDigits.intersection(evenDigits).sorted())
print(oddDigits.subtracting(singleDigitPrimeNumbers).sorted())
print(oddDigits.symmetricDifference(singleDigitPrimeNumbers).sorted())
var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
favoriteGenres.insert("Jazz")
if let removed = favoriteGenres.remove("Rock") { print("\(removed)? I'm over it.") }
print(favoriteGenres.contains("Funk"), favoriteGenres.count)
for genre in favoriteGenres.sorted() { print("\(genre)") }
let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals), farmAnimals.isSuperset(of: houseAnimals), farmAnimals.isDisjoint(with: cityAnimals))
print(Set("mississippi").sorted())
