// buildPartialBlock: a builder combining components pairwise into a typed sum.
@resultBuilder enum SumBuilder {
    static func buildPartialBlock(first: Int) -> Int { print("  first \(first)"); return first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int {
        print("  \(accumulated) + \(next)")
        return accumulated + next
    }
}
func sum(@SumBuilder _ body: () -> Int) -> Int { body() }
print("computing")
let total = sum {
    1
    2
    3 * 10
    40
}
print("total:", total)
