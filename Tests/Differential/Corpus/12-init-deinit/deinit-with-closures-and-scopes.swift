// deinit timing with objects captured by closures that are themselves released.
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id; print("token \(id) created") }
    deinit { print("token \(id) destroyed") }
}
func makePrinter() -> () -> Void {
    let token = Token(1)
    return { print("printer uses token \(token.id)") }
}
var printer: (() -> Void)? = makePrinter()
printer?()
print("releasing printer")
printer = nil
func scoped() {
    let t = Token(2)
    let work = { print("work with \(t.id)") }
    work()
}
scoped()
print("finished")
