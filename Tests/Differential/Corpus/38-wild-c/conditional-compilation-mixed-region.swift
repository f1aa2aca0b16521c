// #if regions mixing declarations, globals and statements at top level, as a cross-platform sample does.
#if os(Linux)
let platform = "Linux"
func separator() -> String { "/" }
print("configuring for", platform)
#else
let platform = "other"
func separator() -> String { "\\" }
print("configuring for", platform)
#endif
var steps: [String] = []
#if DEBUG
steps.append("debug checks")
#elseif swift(>=5.0)
steps.append("release build")
struct Build { static let flavor = "release" }
print("flavor", Build.flavor)
#endif
#if !canImport(NoSuchModule)
steps.append("no optional module")
let joined = ["usr", "local", "bin"].joined(separator: separator())
#endif
print(steps, joined)
