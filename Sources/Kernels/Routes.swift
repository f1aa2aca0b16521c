// Routes.swift — veriyle gezinme: türleri karışık bir yol,
// metne kaydedilip geri kurulması, sekme başına bir yığın
/// `NavigationPath` gibi: farklı türlerden `Hashable` değerler tutar; son öğe en üstteki ekrandır.
/// Çekirdekte `Codable`'ın yerini `LosslessStringConvertible` tutar: öğelerin hepsi ona uyuyorsa yol `saved`
/// ile metne yazılabilir (`NavigationPath.codable` gibi), biri uymuyorsa `saved` `nil`'dir.
struct RoutePath: CustomStringConvertible {
    private struct Element {
        let type: String
        let shown: String
        let text: String?
    }
    private var elements: [Element] = []

    init() {}

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    mutating func append<Value: Hashable>(_ value: Value) {
        let text = (value as? any LosslessStringConvertible)?.description
        elements.append(Element(type: "\(Value.self)", shown: "\(value)", text: text))
    }

    mutating func removeLast(_ count: Int = 1) { elements.removeLast(min(count, elements.count)) }

    mutating func removeAll() { elements.removeAll() }

    /// Yolun kaydedilebilir metni (`Tür:değer` adımları); bir öğe kaydedilemiyorsa `nil`.
    var saved: String? {
        var steps: [String] = []
        for element in elements {
            guard let text = element.text else { return nil }
            steps.append("\(element.type):\(text)")
        }
        return steps.joined(separator: "/")
    }

    var description: String {
        (["kök"] + elements.map { "\($0.type)(\($0.shown))" }).joined(separator: " > ")
    }
}

/// Kayıtlı metni geri kurarken çıkan hata: türü tanınmayan ya da değeri okunamayan bir adım.
struct RouteRestoreError: Error, CustomStringConvertible {
    let step: String
    var description: String { "geri kurulamadı: \(step)" }
}

/// Kaydedilen metni yola çevirir; yalnızca `register` ile tanıtılan türleri bilir (uygulamanın o sürümündeki
/// rota türleri gibi). Bir adım okunamazsa bütün yol reddedilir.
struct RouteRestorer {
    private var readers: [String: (String, inout RoutePath) -> Bool] = [:]

    init() {}

    mutating func register<Value: Hashable & LosslessStringConvertible>(_ type: Value.Type) {
        readers["\(type)"] = { text, path in
            guard let value = Value(text) else { return false }
            path.append(value)
            return true
        }
    }

    func restore(_ saved: String) throws -> RoutePath {
        var path = RoutePath()
        for step in saved.split(separator: "/").map(String.init) {
            let parts = step.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let read = readers[parts[0]], read(parts[1], &path) else {
                throw RouteRestoreError(step: step)
            }
        }
        return path
    }
}

/// `TabView` ve yığınları: `perTab` ise her sekmenin kendi yolu vardır, değilse hepsi tek bir yolu paylaşır.
final class TabStacks {
    let tabs: [String]
    let perTab: Bool
    private(set) var selected: String
    private var paths: [String: RoutePath] = [:]

    init(_ tabs: [String], perTab: Bool) {
        self.tabs = tabs
        self.perTab = perTab
        self.selected = tabs[0]
    }

    private func key(_ tab: String) -> String { perTab ? tab : "ortak" }

    func path(of tab: String) -> RoutePath { paths[key(tab)] ?? RoutePath() }

    func select(_ tab: String) { selected = tab }

    func push<Value: Hashable>(_ value: Value) { paths[key(selected), default: RoutePath()].append(value) }

    /// Seçili sekmede geri düğmesi: yolun son öğesi çıkar.
    func pop() { paths[key(selected)]?.removeLast() }

    /// Seçili sekmenin yolunu bütünüyle değiştirir (derin bağlantı, geri kurulan yol).
    func replace(_ path: RoutePath, in tab: String) {
        selected = tab
        paths[key(tab)] = path
    }

    /// Her sekmenin o an göstereceği yığın; seçili sekme `*` ile.
    func show(_ label: String) {
        print(label)
        for tab in tabs { print("  \(tab == selected ? "*" : " ") \(tab): \(path(of: tab))") }
    }
}
