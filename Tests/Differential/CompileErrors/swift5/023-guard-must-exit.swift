// main.swift — the else branch of a guard must leave the scope
func firstWord(of sentence: String) -> String {
    guard let word = sentence.split(separator: " ").first else {
        print("empty sentence")
    }
    return String(word)
}

print(firstWord(of: "hello world"))
