// defer: runs at scope exit in reverse order, including on early return and inside loops.
func process(_ n: Int) -> String {
    print("start \(n)")
    defer { print("cleanup A \(n)") }
    defer { print("cleanup B \(n)") }
    if n < 0 { return "negative" }
    print("working \(n)")
    return "done"
}
print(process(1))
print(process(-1))
for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print("iteration \(i)")
}
do {
    defer { print("leaving do block") }
    print("inside do block")
}
var counter = 0
func increment() -> Int {
    defer { counter += 1 }
    return counter
}
print(increment(), increment(), counter)
