// Own Thread class whose instances deinit at the end of do scopes, and a global one that never does
class Thread {
    let name: String
    init(_ name: String) { self.name = name; print("start", name) }
    deinit { print("join", name) }
}
let keeper = Thread("global")
do {
    let a = Thread("a")
    defer { print("defer sees", a.name) }
    do {
        _ = Thread("temp")
        let b = Thread("b")
        print("inner", b.name)
    }
    print("outer", a.name)
}
print("end", keeper.name)
