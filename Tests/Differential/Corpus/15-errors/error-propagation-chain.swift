// Errors propagating through several throwing layers up to one handler at top level.
enum ConfigError: Error { case missingKey(String), badValue(key: String, value: String) }
let raw = ["timeout": "30", "retries": "three"]
func value(for key: String) throws -> String {
    guard let v = raw[key] else { throw ConfigError.missingKey(key) }
    return v
}
func intValue(for key: String) throws -> Int {
    let v = try value(for: key)
    guard let n = Int(v) else { throw ConfigError.badValue(key: key, value: v) }
    return n
}
func loadSettings() throws -> (Int, Int) {
    (try intValue(for: "timeout"), try intValue(for: "retries"))
}
print(try intValue(for: "timeout"))
do {
    let settings = try loadSettings()
    print(settings)
} catch ConfigError.badValue(let key, let value) {
    print("bad value \"\(value)\" for \(key)")
} catch {
    print(error)
}
do { _ = try value(for: "host") } catch { print(error) }
