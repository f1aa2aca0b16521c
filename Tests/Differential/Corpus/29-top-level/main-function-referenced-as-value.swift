// A function named main stored in a variable, overloaded, and called through the value at the end
var calls: [String] = []
func main() { calls.append("main()") }
func main(_ label: String) { calls.append("main(\(label))") }
let entry: () -> Void = main
let labeled: (String) -> Void = main
struct App { static func main() { calls.append("App.main") ; print(#function) } }

entry()
labeled("x")
App.main()
print(calls)
print(type(of: entry), #function)
