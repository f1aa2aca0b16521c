// debugPrint vs print: quotes and escapes in strings, characters, nested collections, separators.
let s = "tab\tquote\"newline\n end"
print(s)
debugPrint(s)
debugPrint("ığüşöçə", Character("ə"))
print(["a", "b\n"], terminator: " <- print\n")
debugPrint(["a", "b\n"])
debugPrint(1, 2.0, "three", separator: " | ")
print(["x": [1, 2]])
debugPrint(Optional("wrapped") as Any, Optional(Optional(1)) as Any)
print(1...3, 1..<3, "a"..."c")
debugPrint(1...3)
