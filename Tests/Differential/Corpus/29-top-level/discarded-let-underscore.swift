// A top-level `let _ =` discarding a result whose call prints, between other statements.
@discardableResult
func register(_ name: String) -> Int {
    print("registered", name)
    return name.count
}
print("start")
let _ = register("alpha")
_ = register("beta")
let _ = "ignored"
print("end")
