// #if / #elseif / #else nested, with declarations and statements at several levels
#if os(Windows)
let platform = "windows"
#elseif os(Linux)
    #if arch(x86_64) || arch(arm64)
    let platform = "linux-64"
    func bits() -> Int { 64 }
    #else
    let platform = "linux-other"
    func bits() -> Int { 32 }
    #endif
print("configured for linux")
#else
let platform = "apple"
func bits() -> Int { 64 }
#endif
#if compiler(>=5.9)
struct Info { static var text: String { "\(platform) \(bits())" } }
#endif
print(Info.text)
