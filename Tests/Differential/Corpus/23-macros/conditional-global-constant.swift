// A global declared inside #if/#else and read by a function.
#if DEBUG
let environment = "debug"
#else
let environment = "release"
#endif
func banner() -> String { "running in \(environment)" }
print(banner())
