// Nested types in print/debugPrint/dump: qualified names like main.App.Screen.settings.
struct App {
    enum Screen { case home, settings(section: Int) }
    struct User { let name: String }
    var screen: Screen
    var user: User?
}
let app = App(screen: .settings(section: 2), user: App.User(name: "Ülviyyə"))
print(app)
print(app.screen, app.user!)
debugPrint(app.screen)
dump(app)
let screens: [App.Screen?] = [.home, nil]
print(screens)
print(String(reflecting: App.Screen.home))
