// Dictionary(grouping:), uniquingKeysWith, mapValues, filter — output sorted by key.
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for key in byLetter.keys.sorted() {
    print(key, byLetter[key]!.sorted())
}
let pairs = [("a", 1), ("b", 2), ("a", 3)]
let summed = Dictionary(pairs, uniquingKeysWith: +)
print(summed.sorted(by: { $0.key < $1.key }))
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
let long = lengths.filter { $0.value > 6 }
print(long.keys.sorted())
print(lengths.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map(\.value))
let single = ["only": 1]
print(single)
