// Whole types, extensions and functions written on one line each
struct Stack<T> { var items: [T] = []; mutating func push(_ x: T) { items.append(x) }; mutating func pop() -> T? { items.popLast() } }
enum Light: String, CaseIterable { case red, amber, green; var next: Light { Light.allCases[(Light.allCases.firstIndex(of: self)! + 1) % 3] } }
extension Stack: CustomStringConvertible { var description: String { "Stack\(items)" } }
protocol Named { var name: String { get } }; struct Cat: Named { let name = "Tom" }
func describe(_ n: some Named) -> String { "named \(n.name)" }; func twice(_ f: () -> Void) { f(); f() }
var s = Stack<Int>(); s.push(1); s.push(2); print(s, s.pop() ?? -1, s)
print(Light.red.next, Light.green.next.rawValue, describe(Cat()))
twice { print("hi") }
