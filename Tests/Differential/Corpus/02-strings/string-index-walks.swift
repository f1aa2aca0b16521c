// String.Index arithmetic: offsets, limits, ranges, firstIndex and slicing around multi-byte letters.
let word = "Gümüşhane"
let start = word.startIndex
let third = word.index(start, offsetBy: 2)
print(word[third], word[..<third], word[third...])
print(word.distance(from: start, to: third), word.utf8.distance(from: start, to: third))
if let shin = word.firstIndex(of: "ş") {
    print("ş at", word.distance(from: start, to: shin), "before it:", word[..<shin])
    let after = word.index(after: shin)
    print("next:", word[after], "prev:", word[word.index(before: shin)])
}
print(word.index(start, offsetBy: 20, limitedBy: word.endIndex) == nil)
let mid = word.index(start, offsetBy: word.count / 2)
print(String(word[mid...].reversed()) + String(word[..<mid].reversed()))

func middleOut(_ s: String) -> [String] {
    var result: [String] = []
    var lo = s.startIndex, hi = s.index(before: s.endIndex)
    while lo < hi {
        result.append("\(s[lo])\(s[hi])")
        lo = s.index(after: lo)
        hi = s.index(before: hi)
    }
    if lo == hi { result.append(String(s[lo])) }
    return result
}
print(middleOut(word), middleOut("çiçek"))
let sentence = "Bu gün hava çox gözəldir"
var idx = sentence.startIndex
var wordStarts: [Int] = []
while let space = sentence[idx...].firstIndex(of: " ") {
    wordStarts.append(sentence.distance(from: sentence.startIndex, to: space))
    idx = sentence.index(after: space)
}
print(wordStarts, sentence[idx...])
