// Control flow directly at top level: if/else declaring constants, guard with fatalError never taken, while.
let input = "42"
guard let number = Int(input) else { fatalError("not a number") }
print("number:", number)
if number > 40 {
    let excess = number - 40
    print("over by", excess)
} else {
    print("not over")
}
var n = number
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps:", steps)
switch steps {
case 0..<5: print("short")
default: print("long")
}
