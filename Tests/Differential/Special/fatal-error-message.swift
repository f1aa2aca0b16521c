// expect: trap "Fatal error: x" — fatalError("x") after some output; the transcript keeps the earlier lines.
func step(_ n: Int) {
    print("step \(n)")
    if n == 3 { fatalError("x") }
}
for n in 1...5 { step(n) }
print("unreachable")
