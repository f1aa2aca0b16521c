// DateComponents and Calendar with a fixed UTC time zone and fixed dates, never "now".
import Foundation
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let components = DateComponents(year: 2024, month: 2, day: 28, hour: 22, minute: 30)
let date = calendar.date(from: components)!
print(date.timeIntervalSince1970)
let nextDay = calendar.date(byAdding: .day, value: 1, to: date)!
let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: nextDay)
print(parts.year!, parts.month!, parts.day!, parts.weekday!)
let later = calendar.date(byAdding: .hour, value: 3, to: nextDay)!
print(calendar.component(.day, from: later), calendar.component(.month, from: later))
let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
print(calendar.dateComponents([.day], from: start, to: date).day!)
print(calendar.isDateInWeekend(start), calendar.range(of: .day, in: .month, for: date)!.count)
