// Generator edge: name reuse moves function
let grade: String
grade = "B"
func describe() -> String { let grade = "pass"; return grade }
struct Card { func text() -> String { "card: " + describe() } }
print(Card().text())
