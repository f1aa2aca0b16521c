// A configuration value unwrapped by a top-level guard, read by a function that a second function calls.
let arguments = ["--level", "3"]
guard let levelIndex = arguments.firstIndex(of: "--level"), let level = Int(arguments[levelIndex + 1]) else {
    fatalError("missing --level")
}
func banner() -> String { "Level \(level) of 9" }
func report() -> String { banner() + ", \(10 - level) lives" }
print(banner())
print(report())
