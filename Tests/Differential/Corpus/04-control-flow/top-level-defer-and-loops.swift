// defer at top level runs when main.swift's top-level code finishes; a loop and guard at top level.
defer { print("top-level defer runs last") }
print("program starts")
var total = 0
for n in [4, 8, 15, 16, 23, 42] {
    guard n % 2 == 0 else { continue }
    total += n
}
print("sum of evens:", total)
do {
    defer { print("inner defer") }
    print("inside do")
}
print("program body ends")
