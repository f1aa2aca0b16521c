// A ~Copyable struct with a deinit: ownership moves with consume, and consuming methods end it.
struct FileToken: ~Copyable {
    let id: Int
    init(id: Int) { self.id = id; print("open #\(id)") }
    borrowing func describe() -> String { "token #\(id)" }
    consuming func close() { print("closing #\(id) explicitly"); discard self }
    deinit { print("deinit closes #\(id)") }
}
func use(_ token: borrowing FileToken) { print("using", token.describe()) }
func scope() {
    let a = FileToken(id: 1)
    use(a)
    let moved = consume a
    print(moved.describe())
}
func explicitClose() {
    let b = FileToken(id: 2)
    b.close()
    print("after close")
}
scope()
explicitClose()
let kept = FileToken(id: 3)
print(kept.describe(), "- a global token is never destroyed before exit")
