// main.swift — deinitialisers are for classes and noncopyable types only
struct Connection {
    let host: String

    deinit {
        print("closing \(host)")
    }
}

print(Connection(host: "localhost").host)
