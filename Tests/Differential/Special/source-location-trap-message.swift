// expect: trap "checked.swift:42" — a precondition's message names the file and line the program set
func isPositive(_ value: Int) -> Bool { value > 0 }
print("checking")
#sourceLocation(file: "checked.swift", line: 40)
let values = [3, 1]

precondition(isPositive(values.count - 2), "value must be positive")
#sourceLocation()
print("not reached")
