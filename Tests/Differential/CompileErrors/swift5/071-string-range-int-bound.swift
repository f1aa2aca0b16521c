// main.swift — a String range needs String.Index bounds, not an Int
let word = "Swift"
let prefix = word[word.startIndex..<3]
print(prefix)
