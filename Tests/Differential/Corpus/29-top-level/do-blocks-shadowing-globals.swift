// Top-level do blocks declaring locals that shadow globals, and nested functions inside them.
let name = "global"
var counter = 0
do {
    let name = "inner"
    func bump() { counter += 10 }
    bump()
    print(name, counter)
}
do {
    var counter = 100
    counter += 1
    print("shadowed counter", counter)
}
print(name, counter)
if true {
    let name = "if-scope"
    print(name)
}
