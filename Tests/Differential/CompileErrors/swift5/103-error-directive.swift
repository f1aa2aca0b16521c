// main.swift — #error stops the build with its message
#if DEBUG
let environment = "debug"
#else
#error("Build this lesson with -D DEBUG")
#endif

print(environment)
