// #function in a local function inside a global initializer closure
let label: String = {
    func inner() -> String { #function }
    return inner()
}()
print(label)
