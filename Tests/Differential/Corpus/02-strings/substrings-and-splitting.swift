// Substrings, split, components by character, prefix/suffix and dropping.
let csv = "name,age,city\nAyşe,31,İzmir\nElvin,28,Bakı"
let rows = csv.split(separator: "\n")
for row in rows {
    let fields = row.split(separator: ",", omittingEmptySubsequences: false)
    print(fields.map(String.init).joined(separator: " | "))
}
let sentence = "  the quick  brown fox  "
print(sentence.split(separator: " "))
print(sentence.split(separator: " ", maxSplits: 1))
let trimmed = sentence.drop(while: { $0 == " " })
print("[\(trimmed)]")
let word = "Swiftly"
print(word.prefix(5), word.suffix(2), word.dropFirst(2), word.dropLast(3))
let sub = word[word.index(word.startIndex, offsetBy: 1)...]
print(sub, String(sub).count, sub.startIndex == word.index(after: word.startIndex))
print("a-b--c".split(separator: "-", omittingEmptySubsequences: false).count)
