// Exercism "Anagram" and "Word Count": case-insensitive matching, a struct with an init label, sorted counts.
struct Anagram {
    private let word: String
    private let key: [Character]
    init(word: String) {
        self.word = word.lowercased()
        key = self.word.sorted()
    }
    func match(_ candidates: [String]) -> [String] {
        candidates.filter { let c = $0.lowercased(); return c != word && c.sorted() == key }
    }
}

struct WordCount {
    let words: String
    func count() -> [String: Int] {
        let separators: Set<Character> = [" ", ",", "\n", ".", ":", "!", "&", "@", "$", "%", "^"]
        return words.lowercased().split(whereSeparator: { separators.contains($0) })
            .map { $0.trimmingQuotes() }
            .filter { !$0.isEmpty }
            .reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

extension Substring {
    func trimmingQuotes() -> String {
        var s = self
        while s.first == "'" { s.removeFirst() }
        while s.last == "'" { s.removeLast() }
        return String(s)
    }
}

print(Anagram(word: "listen").match(["enlists", "google", "inlets", "banana", "Silent", "LISTEN"]))
print(Anagram(word: "Orchestra").match(["cashregister", "Carthorse", "radishes"]))
let counts = WordCount(words: "Joe can't tell between 'large' and large. That's the thing, the THING!").count()
for (word, n) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print(word, n) }
