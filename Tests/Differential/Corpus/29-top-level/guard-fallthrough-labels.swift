// Top-level guard, switch with fallthrough, labeled loops and repeat-while in main.swift.
import Foundation
let args = ["run", "--verbose", "3"]
guard args.count == 3, let level = Int(args[2]) else {
    print("usage"); exit(1)
}
switch level {
case 3: print("three"); fallthrough
case 2: print("two"); fallthrough
case 1: print("one")
default: print("none")
}
outer: for i in 1...3 {
    inner: for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print(i, j)
    }
}
var n = 0
repeat { n += 1 } while n < 5
print("n", n)
check: do {
    if n == 5 { break check }
    print("unreachable")
}
if case let x? = Int("9"), x > 3 { print("x", x) }
for case let s? in ["a", nil, "c"] { print(s, terminator: " ") }
print()
