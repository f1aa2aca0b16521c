// A function with its own local named like a top-level guard binding, called before its declaration
guard let limit = Int("10") else { fatalError("no limit") }
print(clamp(25), clamp(4), limit)
func clamp(_ value: Int) -> Int {
    let limit = 20
    return min(value, limit)
}
