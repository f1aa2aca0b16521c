// #warning compiles with a warning only; @available marks old APIs that still run when called.
#warning("Remove the legacy API before release")
struct Client {
    @available(*, deprecated, message: "use send(_:)")
    func post(_ text: String) { send(text) }
    func send(_ text: String) { print("sent:", text) }
    @available(swift, introduced: 5.0)
    func ping() -> String { "pong" }
}
let client = Client()
client.send("merhaba")
print(client.ping())
if #available(macOS 10.15, iOS 13, *) {
    print("available branch")
} else {
    print("fallback branch")
}
