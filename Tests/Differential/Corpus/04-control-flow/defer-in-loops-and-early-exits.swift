// defer ordering: several defers in one scope, inside loops, with early return, break and thrown errors.
enum StepError: Error { case failed(Int) }

func process(_ steps: [Int]) throws -> String {
    print("begin \(steps)")
    defer { print("end \(steps)") }
    for step in steps {
        defer { print("  after step \(step)") }
        if step == 0 { print("  skip zero"); continue }
        if step < 0 { throw StepError.failed(step) }
        if step > 9 { print("  too big, stop"); return "stopped at \(step)" }
        print("  step \(step)")
    }
    return "completed"
}

print(try process([1, 0, 2]))
print(try process([3, 12, 4]))
do { _ = try process([5, -1, 6]) } catch { print("caught \(error)") }

func nested() {
    defer { print("outer defer 1") }
    defer { print("outer defer 2") }
    do {
        defer { print("do-block defer") }
        print("inside do")
    }
    var i = 0
    while true {
        defer { i += 1 }
        if i == 2 { print("breaking with i = \(i)"); break }
    }
    print("after loop i = \(i)")
}
nested()

func counter() -> Int {
    var value = 1
    defer { value *= 10; print("defer sees \(value)") }
    return value
}
print("returned", counter())
