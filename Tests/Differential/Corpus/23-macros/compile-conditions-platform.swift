// #if with targetEnvironment, hasFeature and canImport of a platform module Linux does not have.
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
