// Static properties of types initialised lazily from global values the first time they are used.
var configurationLoads = 0
func loadConfiguration() -> [String: String] {
    configurationLoads += 1
    print("loading configuration")
    return ["api": "https://example.invalid", "lang": "az"]
}
enum AppConfig {
    static let values = loadConfiguration()
    static var language: String { values["lang"] ?? "en" }
}
print("before first use, loads =", configurationLoads)
print(AppConfig.language)
print(AppConfig.values["api"]!)
print("loads =", configurationLoads)
