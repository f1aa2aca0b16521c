// #if with os, arch-free checks, swift and compiler versions, canImport, and targetEnvironment.
#if os(Linux)
let platform = "Linux"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif
print(platform)
#if swift(>=5.9)
print("swift >= 5.9")
#endif
#if compiler(>=5.9)
print("compiler >= 5.9")
#endif
#if canImport(Foundation)
print("Foundation can be imported")
#endif
#if canImport(UIKit)
print("UIKit")
#else
print("no UIKit")
#endif
#if targetEnvironment(simulator)
print("simulator")
#endif
#if hasFeature(StrictConcurrency)
print("strict concurrency")
#else
print("no strict concurrency feature flag")
#endif
