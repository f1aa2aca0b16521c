// Program functions named print, fatalError and dump overloading the standard ones, and _-prefixed names
var _log: [String] = []
func print(_ number: Int) { _log.append("int \(number)"); Swift.print("custom print", number) }
func fatalError(_ message: String, recover: Bool) -> String { "recovered from \(message)" }
func dump(_ s: String, depth: Int) { Swift.print(String(repeating: ">", count: depth), s) }
func _helper() -> Int { _log.count }
let __private = "double underscore"
print(42)
print("a string still goes to Swift.print")
Swift.print(fatalError("boom", recover: true))
dump("text", depth: 3)
print(_helper())
Swift.print(_log, __private)
