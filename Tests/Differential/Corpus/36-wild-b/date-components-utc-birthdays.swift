// Age and next-birthday math with DateComponents in UTC against a fixed "today".
import Foundation

var utc = Calendar(identifier: .gregorian)
utc.timeZone = TimeZone(secondsFromGMT: 0)!
let today = utc.date(from: DateComponents(year: 2025, month: 3, day: 15))!
let people = [("Noor", DateComponents(year: 1990, month: 3, day: 15)), ("Eli", DateComponents(year: 2000, month: 2, day: 29)),
              ("Sam", DateComponents(year: 1985, month: 12, day: 1))]
for (name, parts) in people {
    let birthday = utc.date(from: parts)!
    let age = utc.dateComponents([.year], from: birthday, to: today).year!
    var next = utc.nextDate(after: today.addingTimeInterval(-1), matching: DateComponents(month: parts.month, day: parts.day),
                            matchingPolicy: .nextTimePreservingSmallerComponents)!
    if utc.isDate(next, inSameDayAs: today) { next = today }
    let days = utc.dateComponents([.day], from: today, to: next).day!
    print(name, "age", age, "next birthday in", days, "days", utc.component(.weekday, from: next))
}
