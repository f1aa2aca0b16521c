// #function at top level prints "main"; inside closures at top level it is also "main".
print(#function)
let name = #function
print("stored:", name)
func caller(_ f: String = #function) -> String { f }
print(caller())
let viaClosure = { caller() }
print(viaClosure())
struct Probe { static func where_() -> String { #function } }
print(Probe.where_())
