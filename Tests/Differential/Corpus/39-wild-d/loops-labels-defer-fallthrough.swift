// repeat/while, labelled break and continue, fallthrough and defer inside loops
var n = 0
repeat { n += 3 } while n < 10
print("n", n)
outer: for i in 1...3 {
    inner: for j in 1...3 {
        defer { print("defer", i, j) }
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print("pair", i, j)
    }
}
for value in [1, 5] {
    switch value {
    case 1: print("one"); fallthrough
    case 2: print("one or two")
    default: print("other", value)
    }
}
var k = 0
while true { k += 1; if k > 2 { break } }
print("k", k)
