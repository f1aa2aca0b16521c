// Trailing-closure chains and leading-dot chains over many lines, with blank lines inside
let words = ["kiwi", "apple", "fig", "banana", "cherry"]
let summary = words
    .filter { $0.count > 3 }

    .map { (word: String) -> String in
        word.prefix(1).uppercased() + word.dropFirst()
    }
    .sorted { (a: String, b: String) -> Bool in
        a.count == b.count ? a < b : a.count < b.count
    }
    .enumerated()
    .map { (pair: (offset: Int, element: String)) -> String in "\(pair.offset + 1).\(pair.element)" }
print(summary)
let total = words.reduce(into: [Int: Int]()) { counts, w in
    counts[w.count, default: 0] += 1
}
    .sorted { $0.key < $1.key }
    .map { "\($0.key):\($0.value)" }
print(total)
