// Locals released in a function: the order deinit messages appear in, with early release by nil.
final class Tracker {
    let name: String
    init(_ name: String) { self.name = name; print("+", name) }
    deinit { print("-", name) }
}
func work() {
    let a = Tracker("a")
    var b: Tracker? = Tracker("b")
    let c = Tracker("c")
    b = nil
    print("using", a.name, c.name)
}
work()
print("after work")
func swapObjects() {
    var x = Tracker("x")
    x = Tracker("y")
    print("holding", x.name)
}
swapObjects()
