// expect: trap "Fatal error: Error raised at top level" — an uncaught error from top-level try kills the program.
enum LoadError: Error { case missing(String) }
func load(_ name: String) throws -> String {
    guard name == "ok.txt" else { throw LoadError.missing(name) }
    return "contents"
}
print(try load("ok.txt"))
let text = try load("missing.txt")
print(text)
