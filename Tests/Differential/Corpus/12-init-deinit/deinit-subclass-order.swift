// Subclass deinit runs before the superclass deinit; arrays release elements in order.
class Base {
    let tag: String
    init(tag: String) { self.tag = tag }
    deinit { print("Base deinit \(tag)") }
}
class Derived: Base {
    deinit { print("Derived deinit \(tag)") }
}
func make() {
    let d = Derived(tag: "one")
    print("made \(d.tag)")
}
make()
var items: [Base]? = [Base(tag: "x"), Derived(tag: "y")]
print("array has \(items!.count)")
items = nil
print("done")
