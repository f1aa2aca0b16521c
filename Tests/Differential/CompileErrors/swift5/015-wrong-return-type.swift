// main.swift — returning a String from a function declared to return Int
func daysInWeek() -> Int {
    return "seven"
}

print(daysInWeek())
