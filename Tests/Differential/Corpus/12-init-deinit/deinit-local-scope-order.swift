// deinit runs when the last reference goes: at the end of a function, on reassignment, and setting nil.
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
func useTwo() {
    let a = Resource("A")
    let b = Resource("B")
    print("using \(a.name) and \(b.name)")
}
print("before")
useTwo()
print("after function")
var current: Resource? = Resource("first")
current = Resource("second")
current = nil
print("cleared")
do {
    let scoped = Resource("scoped")
    print("inside do with \(scoped.name)")
}
print("end of program")
