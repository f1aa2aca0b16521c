// @discardableResult functions and methods used with and without their results.
@discardableResult
func save(_ text: String) -> Bool {
    print("saving \(text)")
    return !text.isEmpty
}
save("draft")
let ok = save("")
print("saved empty?", ok)
struct Stack {
    private(set) var items: [Int] = []
    mutating func push(_ x: Int) { items.append(x) }
    @discardableResult mutating func pop() -> Int? { items.popLast() }
}
var stack = Stack()
stack.push(1); stack.push(2); stack.push(3)
stack.pop()
print(stack.items, stack.pop() as Any, stack.items)
_ = save("explicitly ignored")
