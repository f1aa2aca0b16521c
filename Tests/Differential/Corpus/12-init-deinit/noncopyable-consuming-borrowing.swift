// ~Copyable structs with consuming and borrowing methods, a deinit, and borrowing parameters.
struct FileToken: ~Copyable {
    let id: Int
    var name: String { "file\(id).txt" }
    init(_ id: Int) { self.id = id; print("open \(name)") }
    borrowing func peek() -> String { "peek \(name)" }
    consuming func close() -> String { let n = name; discard self; return "closed \(n)" }
    deinit { print("deinit \(name)") }
}
func inspect(_ t: borrowing FileToken) { print("inspect", t.name) }
func finish(_ t: consuming FileToken) { print("finishing", t.name) }
func run() {
    let a = FileToken(1)
    inspect(a)
    print(a.peek())
    print(a.close())
    let b = FileToken(2)
    finish(b)
    print("end of run")
}
run()
do {
    let c = FileToken(3)
    _ = c.peek()
}
print("done")
