// A UserDefaults-style property wrapper backed by a dictionary store, on static members.
final class SettingsStore {
    static let shared = SettingsStore()
    var values: [String: Any] = [:]
}
@propertyWrapper
struct Setting<T> {
    let key: String
    let defaultValue: T
    var wrappedValue: T {
        get { SettingsStore.shared.values[key] as? T ?? defaultValue }
        nonmutating set { SettingsStore.shared.values[key] = newValue }
    }
}
enum Preferences {
    @Setting(key: "username", defaultValue: "guest") static var username: String
    @Setting(key: "launches", defaultValue: 0) static var launchCount: Int
}
print(Preferences.username, Preferences.launchCount)
Preferences.username = "leyla"
Preferences.launchCount += 1
Preferences.launchCount += 1
print(Preferences.username, Preferences.launchCount)
print(SettingsStore.shared.values.keys.sorted())
