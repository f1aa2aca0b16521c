// A program type named Swift (a programming language), next to Kotlin
protocol Language { var name: String { get } }
struct Swift: Language { let name = "Swift" }
struct Kotlin: Language { let name = "Kotlin" }
let languages: [Language] = [Swift(), Kotlin()]
print(languages.map(\.name))
