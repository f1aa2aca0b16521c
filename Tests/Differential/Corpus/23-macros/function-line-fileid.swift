// #function, #line, #column and #fileID (main/main.swift) inside functions, methods and top level.
func whereAmI(function: String = #function, line: Int = #line) -> String { "\(function) @ line \(line)" }
print(#fileID)
print(#function)
print(#line)
print(whereAmI())
struct Screen {
    func viewDidLoad() { print(#function, whereAmI()) }
    var title: String { #function }
    init() { print("init is", #function) }
}
Screen().viewDidLoad()
print(Screen().title)
let closure = { #function }
print(closure())
print(#column, #line)
