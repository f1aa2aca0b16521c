// A global var with willSet/didSet, changed from top level, from a function and from a method.
var theme = "light" {
    willSet { print("theme will change: \(theme) -> \(newValue)") }
    didSet { print("theme did change; was \(oldValue)") }
}
var changeCount = 0 {
    didSet { print("changes so far: \(changeCount)") }
}
func toggleTheme() {
    theme = theme == "light" ? "dark" : "light"
    changeCount += 1
}
struct SettingsScreen {
    func resetTheme() { theme = "light"; changeCount += 1 }
}
theme = "sepia"
toggleTheme()
toggleTheme()
SettingsScreen().resetTheme()
print("final:", theme, changeCount)
