// A single line of 120 000 characters, then a short one.
let unit = "ab"
let long = String(repeating: unit, count: 60000)
print(long)
print("end", long.count)
