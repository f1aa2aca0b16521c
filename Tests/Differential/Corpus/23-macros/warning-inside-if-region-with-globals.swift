// #warning inside an #if region alongside global declarations used by functions
func describe() -> String { "\(appName) v\(version)" }
#if os(Linux) || os(macOS)
#warning("building for a desktop platform")
let appName = "Desk"
let version = 2
#else
let appName = "Mobile"
let version = 1
#endif
print(describe())
