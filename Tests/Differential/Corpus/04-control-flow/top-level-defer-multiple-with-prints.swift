// several top-level defers plus defers in do blocks; top-level ones run when top-level code ends
var events: [String] = []
defer { print("outer defer 1, events:", events.count) }
print("start")
do {
    defer { print("do defer") }
    struct Local { let n: Int }
    let l = Local(n: 3)
    events.append("local \(l.n)")
    print("in do", l)
}
defer { print("outer defer 2") }
for i in 1...2 {
    defer { events.append("loop \(i)") }
    print("iteration", i)
}
func finish() { print("finish called, events:", events) }
finish()
print("end of statements")
