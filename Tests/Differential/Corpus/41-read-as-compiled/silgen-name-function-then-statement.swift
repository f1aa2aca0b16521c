// A function declared without a body through @_silgen_name, followed at once by top-level statements
@_silgen_name("swift_retainCount")
func retainCount(_ object: AnyObject) -> Int
print("declared")

final class Node {}
let node = Node()
let before = retainCount(node)
let extra = node
print(retainCount(extra) > before ? "one more reference" : "same")
