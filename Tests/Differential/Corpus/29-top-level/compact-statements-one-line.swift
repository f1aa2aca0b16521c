// Compact code with several statements per line: counters, snapshots and swaps separated by semicolons.
func make(_ label: String) -> String { print("making \(label)"); return label }
var count = 0; count += 1; let snapshot = count
print("snapshot", snapshot)
var total = 10; total *= 3; var half = total / 2
print(total, half)
var first = make("first"); print("between"); var second = make("second")
print(first, second)
