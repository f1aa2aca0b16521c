// main.swift — a private initialiser stops code outside the type from creating instances
final class Settings {
    static let shared = Settings()
    var theme = "light"

    private init() {}
}

let copy = Settings()
print(copy.theme, Settings.shared.theme)
