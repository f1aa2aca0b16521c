// Compile-time conditions: #if os(Linux), #if swift(>=), #if DEBUG-free, canImport.
#if os(Linux)
let platform = "Linux"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif
print("platform:", platform)
#if swift(>=5.9)
print("swift 5.9 or newer")
#else
print("older swift")
#endif
#if compiler(>=5.0)
print("compiler is at least 5.0")
#endif
#if canImport(ThisModuleDoesNotExist)
print("impossible")
#else
print("no such module")
#endif
#if arch(x86_64) || arch(arm64)
print("64-bit architecture")
#endif
func feature() -> String {
    #if FEATURE_FLAG_NEVER_SET
    return "flag on"
    #else
    return "flag off"
    #endif
}
print(feature())
