// main.swift — not every path through the function returns a value
func grade(for score: Int) -> String {
    if score >= 90 {
        return "A"
    } else if score >= 75 {
        return "B"
    }
}

print(grade(for: 80))
