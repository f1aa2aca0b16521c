// Calendar arithmetic with a fixed Gregorian calendar in UTC on fixed dates
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let start = Date(timeIntervalSince1970: 1_700_000_000)
let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: start)
print(c.year!, c.month!, c.day!, c.hour!, c.minute!, c.weekday!)

var add = DateComponents()
add.month = 3; add.day = 20
let later = cal.date(byAdding: add, to: start)!
print(later.timeIntervalSince1970)
let diff = cal.dateComponents([.day, .hour], from: start, to: later)
print("days:", diff.day!, "hours:", diff.hour!)
let leap = cal.date(from: DateComponents(year: 2024, month: 2, day: 29))!
print(cal.range(of: .day, in: .month, for: leap)!, cal.component(.weekday, from: leap))
print(cal.isDate(start, inSameDayAs: start.addingTimeInterval(3600)))
