// Static stored properties initialise on first use, each once; top-level prints show exactly when.
func trace(_ label: String) -> String {
    print("  initialising \(label)")
    return label
}

struct Theme {
    static let primary = trace("Theme.primary")
    static var accent = trace("Theme.accent")
    static let shared = Theme()
    let id = trace("Theme instance")
}

enum Registry {
    static var entries: [String] = {
        print("  building Registry.entries")
        return ["başlangıç"]
    }()
    static func add(_ e: String) { entries.append(e) }
}

class Service {
    static let instance: Service = { print("  creating Service.instance"); return Service() }()
    class var kind: String { "base" }
    private init() {}
}

print("start")
print("accent before:", Theme.accent)
Theme.accent = "mavi"
print("primary:", Theme.primary, "accent:", Theme.accent)
print("shared id:", Theme.shared.id)
print("again:", Theme.shared.id, Theme.primary)
print("registry next")
Registry.add("orta")
Registry.add("son")
print(Registry.entries)
print("kind:", Service.kind)
print(Service.instance === Service.instance)
print("end")
