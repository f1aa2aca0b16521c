// main.swift — switching over an Int needs a default case
func dayName(_ day: Int) -> String {
    switch day {
    case 1: return "Monday"
    case 2: return "Tuesday"
    case 3...5: return "Midweek"
    case 6, 7: return "Weekend"
    }
}

print(dayName(6))
