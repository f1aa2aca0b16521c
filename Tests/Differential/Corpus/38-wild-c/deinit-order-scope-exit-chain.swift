// Course lab on ARC: deinit order for locals in nested scopes, an optional chain of owners, and reassigned globals.
final class Tracker {
    static var log: [String] = []
    let name: String
    var child: Tracker?
    init(_ name: String, child: Tracker? = nil) { self.name = name; self.child = child; Tracker.log.append("+\(name)") }
    deinit { Tracker.log.append("-\(name)") }
}
var current: Tracker? = Tracker("first")
func scope() {
    let a = Tracker("a")
    do {
        let b = Tracker("b", child: Tracker("b.child"))
        _ = b
    }
    let c = Tracker("c")
    _ = (a, c)
}
scope()
current = Tracker("second", child: current)
current?.child = nil
let kept = Tracker("kept")
var chain: Tracker? = Tracker("root", child: Tracker("mid", child: Tracker("leaf")))
chain = chain?.child
print(Tracker.log.joined(separator: " "))
print(current?.name ?? "nil", chain?.name ?? "nil", chain?.child?.name ?? "nil", kept.name)
