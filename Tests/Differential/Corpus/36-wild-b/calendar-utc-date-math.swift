// Calendar arithmetic in UTC on fixed dates: adding months, weekdays, ranges and differences.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")
let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9))!
for months in 1...3 {
    let next = calendar.date(byAdding: .month, value: months, to: start)!
    let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: next)
    print("+\(months)mo:", parts.year!, parts.month!, parts.day!, calendar.weekdaySymbols[parts.weekday! - 1])
}
let end = calendar.date(from: DateComponents(year: 2024, month: 12, day: 25))!
let diff = calendar.dateComponents([.month, .day, .hour], from: start, to: end)
print("until Christmas:", diff.month!, "months", diff.day!, "days", diff.hour!, "hours")
print("days in Feb 2024:", calendar.range(of: .day, in: .month, for: calendar.date(byAdding: .month, value: 1, to: start)!)!.count)
print("is weekend:", calendar.isDateInWeekend(end), "week of year:", calendar.component(.weekOfYear, from: end))
