// Three levels of nested types reflected and described, including a nested class instance.
enum App {
    enum Screens {
        struct Home { let id = 1 }
        final class Detail { let id = 2 }
        enum Tab: String { case feed, profile }
    }
}
print(App.Screens.Home(), App.Screens.Detail(), App.Screens.Tab.feed)
print(String(reflecting: App.Screens.Home.self))
print(String(reflecting: App.Screens.Tab.profile))
debugPrint(App.Screens.Detail())
print(type(of: App.Screens.Tab.feed), App.Screens.Tab.self)
dump([App.Screens.Tab.feed])
let optionalDetail: App.Screens.Detail? = App.Screens.Detail()
print(optionalDetail as Any)
print(App.Screens.Tab(rawValue: "profile") as Any)
