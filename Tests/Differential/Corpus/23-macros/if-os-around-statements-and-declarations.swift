// #if os(...) wrapping statements and declarations together in one top-level region
var log: [String] = []
#if os(Linux) || os(macOS)
struct Platform {
    static var name: String { "unix-like" }
}
func note(_ s: String) { log.append("note:" + s) }
note(Platform.name)
let platformCount = 2
print("inside #if:", Platform.name, platformCount)
#else
struct Platform { static var name: String { "other" } }
func note(_ s: String) { log.append("other:" + s) }
let platformCount = 1
#endif
note("after")
print(log)
print(platformCount + 1)
#if os(Windows)
print("windows")
#elseif canImport(Foundation)
print("has Foundation module")
#else
print("no Foundation")
#endif
