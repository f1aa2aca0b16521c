// Compiler directives: #if hasFeature, #if canImport(Observation), #sourceLocation-free #line reporting.
#if canImport(Observation)
import Observation
let observationAvailable = true
#else
let observationAvailable = false
#endif
print("Observation available:", observationAvailable)
#if hasFeature(StrictConcurrency)
print("strict concurrency enabled")
#else
print("strict concurrency not enabled")
#endif
#if compiler(>=6.0)
let compilerVersion = "compiler 6 or newer"
#else
let compilerVersion = "older compiler"
#endif
#if swift(>=6.0)
let languageMode = "Swift 6 language mode"
#else
let languageMode = "Swift 5 language mode"
#endif
print(compilerVersion + ", " + languageMode)
func here(_ line: Int = #line) -> Int { line }
print("called at line", here())
