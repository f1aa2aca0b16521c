// A postfix #if whose branches are all empty, and one whose #else branch is empty after members
let words = ["pear", "apple", "fig"]
    .sorted()
#if os(watchOS)
    .map { $0.uppercased() }
#else
#endif
    .joined(separator: ", ")
print(words)
let total = [1, 2, 3]
    .map { $0 * 2 }
#if DEBUG
#endif
print(total)
