// Order of defer blocks in nested scopes at top level, a function and a loop.
func transaction(_ id: Int) -> String {
    defer { print("  commit \(id)") }
    defer { print("  release lock \(id)") }
    print("  work \(id)")
    return "tx\(id)"
}

defer { print("program end") }
for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print(transaction(i))
}
do {
    defer { print("leaving do") }
    print("inside do")
}
print("after do")
