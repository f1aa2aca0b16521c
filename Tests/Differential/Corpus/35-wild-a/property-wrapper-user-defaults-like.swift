// Property wrappers declared in the program: a fake UserDefaults store, projected values, used in a settings type.
final class FakeDefaults {
    static let standard = FakeDefaults()
    private var storage: [String: Any] = [:]
    func value(forKey key: String) -> Any? { storage[key] }
    func set(_ value: Any?, forKey key: String) { storage[key] = value; print("defaults[\(key)] = \(value ?? "nil")") }
}

@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value
    var wrappedValue: Value {
        get { FakeDefaults.standard.value(forKey: key) as? Value ?? defaultValue }
        set { FakeDefaults.standard.set(newValue, forKey: key) }
    }
    var projectedValue: String { "Stored(\(key))" }
}

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct AppSettings {
    @Stored(key: "username", defaultValue: "guest") var username: String
    @Stored(key: "launchCount", defaultValue: 0) var launchCount: Int
    @Clamped(0...10) var volume: Int = 15
}

var settings = AppSettings()
print(settings.username, settings.launchCount, settings.volume)
settings.username = "nigar"
settings.launchCount += 1
settings.volume = -4
print(settings.username, settings.launchCount, settings.volume)
print(settings.$username, settings.$launchCount)
