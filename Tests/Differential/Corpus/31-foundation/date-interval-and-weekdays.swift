// DateInterval, enumerateDates and weekday names with a fixed calendar and locale
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(secondsFromGMT: 0)!
cal.locale = Locale(identifier: "en_US_POSIX")
let jan1 = cal.date(from: DateComponents(year: 2023, month: 1, day: 1))!
let interval = DateInterval(start: jan1, duration: 86_400 * 10)
print(interval.duration, interval.contains(jan1.addingTimeInterval(86_400 * 3)))
var mondays: [Int] = []
cal.enumerateDates(startingAfter: jan1, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime) { d, _, stop in
    guard let d = d, interval.contains(d) else { stop = true; return }
    mondays.append(cal.component(.day, from: d))
}
print("mondays", mondays)
print(cal.weekdaySymbols.prefix(3), cal.shortMonthSymbols.last!)
print(cal.firstWeekday, cal.startOfDay(for: jan1.addingTimeInterval(5000)) == jan1)
let nextMonth = cal.nextDate(after: jan1, matching: DateComponents(day: 15), matchingPolicy: .strict)!
print(cal.dateComponents([.month, .day], from: nextMonth))
