// A UserDefaults-like key-value store with typed accessors and registered defaults.
final class Defaults {
    private var registered: [String: Any] = [:]
    private var stored: [String: Any] = [:]
    func register(_ defaults: [String: Any]) { registered.merge(defaults) { _, new in new } }
    func set(_ value: Any?, forKey key: String) { stored[key] = value }
    func bool(forKey key: String) -> Bool { (stored[key] ?? registered[key]) as? Bool ?? false }
    func integer(forKey key: String) -> Int { (stored[key] ?? registered[key]) as? Int ?? 0 }
    func string(forKey key: String) -> String? { (stored[key] ?? registered[key]) as? String }
    func removeObject(forKey key: String) { stored[key] = nil }
}
let defaults = Defaults()
defaults.register(["notifications": true, "fontSize": 14])
print(defaults.bool(forKey: "notifications"), defaults.integer(forKey: "fontSize"), defaults.string(forKey: "name") as Any)
defaults.set(false, forKey: "notifications")
defaults.set(18, forKey: "fontSize")
defaults.set("Zəhra", forKey: "name")
print(defaults.bool(forKey: "notifications"), defaults.integer(forKey: "fontSize"), defaults.string(forKey: "name")!)
defaults.removeObject(forKey: "fontSize")
print(defaults.integer(forKey: "fontSize"))
