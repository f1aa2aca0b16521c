// 6 000 lines of output, then a summary line.
var total = 0
for i in 0..<6000 {
    print("line \(i)")
    total += i
}
print("total", total)
