// Private declarations with common names (log, check, Screen) coexisting with local ones.
private func log(_ s: String) { print("[log] \(s)") }
private func check(_ condition: Bool, _ label: String) { log("\(label): \(condition ? "pass" : "fail")") }
private struct Screen { let name: String; func show() { log("showing \(name)") } }
check(1 + 1 == 2, "arithmetic")
Screen(name: "Home").show()
func run() {
    func log(_ s: String) { print("[inner] \(s)") }
    log("inner log shadows the private one")
    check("abc".count == 3, "count")
}
run()
