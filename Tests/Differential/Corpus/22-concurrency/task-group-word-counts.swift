// A task group counting words in chapters concurrently; results are sorted before printing.
let chapters = [
    "Giriş": "Bir varmış bir yokmuş evvel zaman içinde",
    "Orta": "kalbur saman içinde develer tellal iken",
    "Son": "pireler berber iken ben annemin beşiğini tıngır mıngır sallar iken",
]

func countWords(_ text: String) async -> Int {
    await Task.yield()
    return text.split(separator: " ").count
}

let counts = await withTaskGroup(of: (String, Int).self) { group in
    for (title, text) in chapters {
        group.addTask { (title, await countWords(text)) }
    }
    var result: [(String, Int)] = []
    for await pair in group { result.append(pair) }
    return result.sorted { $0.0 < $1.0 }
}
for (title, count) in counts { print(title, count) }
print("total", counts.map(\.1).reduce(0, +))

let longest = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
    for text in chapters.values {
        group.addTask {
            try Task.checkCancellation()
            let words: [Substring] = text.split(separator: " ")
            return words.max { $0.count < $1.count }.map(String.init) ?? ""
        }
    }
    return try await group.reduce(into: []) { $0.append($1) }.sorted()
}
print(longest)

async let a = countWords("bir iki üç")
async let b = countWords("dört beş")
print(await a + b)
