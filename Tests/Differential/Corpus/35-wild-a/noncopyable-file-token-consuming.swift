// Noncopyable types (~Copyable): a unique token with consuming and borrowing methods, deinit when consumed.
struct UniqueToken: ~Copyable {
    let id: Int
    init(id: Int) { self.id = id; print("issued token \(id)") }
    borrowing func peek() -> String { "token #\(id)" }
    consuming func redeem() -> Int {
        print("redeeming \(id)")
        return id * 100
    }
    deinit { print("token \(id) destroyed") }
}

func inspect(_ token: borrowing UniqueToken) { print("inspecting", token.peek()) }

func transfer(_ token: consuming UniqueToken) -> UniqueToken {
    print("transferring \(token.id)")
    return token
}

do {
    let a = UniqueToken(id: 1)
    inspect(a)
    let value = a.redeem()
    print("got", value)
}
do {
    let b = UniqueToken(id: 2)
    let c = transfer(b)
    inspect(c)
    print("leaving scope")
}
print("done")
