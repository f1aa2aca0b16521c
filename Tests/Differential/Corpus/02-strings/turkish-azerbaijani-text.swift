// Turkish and Azerbaijani text: character counts, case mapping and scalars of "Ayşe" and "ığüşöçə".
let name = "Ayşe"
let letters = "ığüşöçə"
print(name, name.count, name.utf8.count)
print(letters, letters.count, letters.unicodeScalars.count, letters.utf8.count)
print(letters.uppercased())
print("İSTANBUL".lowercased())
for scalar in "şə".unicodeScalars {
    print(scalar, scalar.value, terminator: " ")
}
print()
let greeting = "Merhaba, \(name)! Salam, Əli!"
print(greeting)
print(greeting.contains("Əli"), greeting.hasPrefix("Merhaba"))
let words = ["çiçek", "ağaç", "ılık", "şəhər"]
print(words.map { $0.count })
print(words.joined(separator: " · "))
