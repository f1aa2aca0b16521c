// @discardableResult, @inline(__always), @inline(never) and @inlinable-free top-level functions
var counter = 0
@discardableResult
func bump(by n: Int = 1) -> Int {
    counter += n
    return counter
}
@inline(__always) func square(_ x: Int) -> Int { x * x }
@inline(never) func cube(_ x: Int) -> Int { x * square(x) }
bump()
bump(by: 4)
print(counter, bump(), counter)
print(square(7), cube(3))
struct Box {
    @discardableResult
    mutating func add(_ v: Int) -> Self { items.append(v); return self }
    var items: [Int] = []
}
var box = Box()
box.add(1)
box.add(2).items.forEach { print("copy has", $0) }
print(box.items)
_ = bump(by: 10)
print("final", counter)
