// Printing nested types: print, debugPrint and String(reflecting:) show the qualified names.
struct Settings {
    enum Tab { case home, profile, settings }
    struct Theme { var name: String; var dark: Bool }
    var tab: Tab = .home
    var theme = Theme(name: "Ocean", dark: true)
}
let s = Settings()
print(s)
print(s.tab, Settings.Tab.settings)
debugPrint(s.theme)
print(String(reflecting: Settings.Tab.profile))
print(String(reflecting: Settings.Theme.self), Settings.Tab.self)
let optionalTab: Settings.Tab? = .settings
print(optionalTab as Any)
print([Settings.Tab.home: 1])
