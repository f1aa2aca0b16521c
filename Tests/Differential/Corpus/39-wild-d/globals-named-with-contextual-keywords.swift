// Globals named with contextual keywords (some, any, each, consume, discard, isolated, package, open…)
var some = 1, any = 2
let each = [3, 4]
var consume = "c", discard = "d"
let isolated = true
var package = "pkg"
let open = "door", get = 5, set = 6
var mutating = 0
package += "!"
mutating += some + any
open.isEmpty ? print("closed") : print("open", open)
func report() -> String { "\(some) \(any) \(each) \(consume)\(discard) \(isolated) \(package) \(get + set) \(mutating)" }
print(report())
