// A postfix #if member chain with #else on a global array
let words = ["pear", "fig", "apple"]
    #if os(Linux)
    .sorted()
    #endif
print(words)
