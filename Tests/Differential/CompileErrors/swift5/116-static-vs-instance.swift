// main.swift — a static member is accessed on the type, not on an instance
struct Theme {
    static let accentColor = "orange"
    var fontSize = 14
}

let theme = Theme()
print(theme.accentColor)
print(Theme.fontSize)
