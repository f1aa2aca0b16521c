// Routes.swift — hər tab-ın öz yolu: push, pop, dərin keçid, bərpa və yoldan kənar təyinat
/// `TabView`-un tab-ları, hər birində öz `NavigationStack(path:)`-i. Yol dəyərlər massividir (kök yolda
/// deyil); `item` isə `navigationDestination(item:)`-in göstərdiyi təyinatdır: yolun üstündədir, yolun
/// hissəsi deyil. Hər hərəkət bir sətir yazır: tab, hərəkət və hərəkətdən sonrakı yol.
final class TabStacks<Route: Hashable & CustomStringConvertible> {
    let tabs: [String]
    private(set) var selected: String
    private(set) var paths: [String: [Route]] = [:]
    private(set) var items: [String: Route] = [:]

    init(tabs: [String]) {
        self.tabs = tabs
        selected = tabs[0]
        for tab in tabs { paths[tab] = [] }
    }

    /// İstifadəçi tab-a toxunur: hər tab öz yolunu saxlayır, dəyişən yalnız seçilmiş tab-dır.
    func select(_ tab: String) {
        guard paths[tab] != nil else { return say("\(tab): belə tab yoxdur") }
        selected = tab
        say("\(tab) seçildi")
    }

    func push(_ route: Route) {
        paths[selected]!.append(route)
        say("\(selected): push \(route)")
    }

    /// Geri düyməsi: əvvəlcə yoldan kənar təyinat bağlanır (`item = nil`), sonra yolun sonu.
    func pop() {
        if let item = items.removeValue(forKey: selected) {
            return say("\(selected): pop \(item) (item = nil)")
        }
        guard let last = paths[selected]!.popLast() else { return say("\(selected): kökdədir, pop yoxdur") }
        say("\(selected): pop \(last)")
    }

    /// `navigationDestination(item:)`: binding-ə dəyər yazılır, təyinat yolun üstündə görünür.
    func show(item: Route) {
        items[selected] = item
        say("\(selected): item \(item) (yoldan kənar)")
    }

    /// Yolu bütövlükdə əvəz edir: dərin keçid və ya saxlanmış yolun bərpası. Tab seçilir, `item` bağlanır.
    func replace(_ tab: String, with path: [Route], reason: String) {
        guard paths[tab] != nil else { return say("\(reason): \(tab) adlı tab yoxdur, heç nə dəyişmədi") }
        selected = tab
        items[tab] = nil
        paths[tab] = path
        say("\(reason): \(tab)")
    }

    /// Bütün tab-ların yolları; seçilmiş tab `*` ilə.
    func overview() {
        for tab in tabs {
            let mark = tab == selected ? "*" : " "
            print("\(mark) \(tab): \(describe(tab))")
        }
    }

    private func say(_ event: String) {
        print("\(event) | \(selected): \(describe(selected))")
    }

    private func describe(_ tab: String) -> String {
        let shown = ["kök"] + paths[tab]!.map(\.description) + (items[tab].map { ["(\($0))"] } ?? [])
        return shown.joined(separator: " › ")
    }
}
