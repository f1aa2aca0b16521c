// Foundation dates without the clock: fixed timestamps, DateFormatter with explicit locale/time zone, Calendar math.
import Foundation

let utc = TimeZone(identifier: "UTC")!
let baku = TimeZone(identifier: "Asia/Baku")!
let launch = Date(timeIntervalSince1970: 1_700_000_000)

func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = zone
    f.dateFormat = format
    return f
}

print(formatter("yyyy-MM-dd HH:mm:ss zzz", utc).string(from: launch))
print(formatter("EEEE, d MMMM yyyy HH:mm", baku).string(from: launch))

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc
let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour], from: launch)
print(parts.year!, parts.month!, parts.day!, parts.weekday!, parts.hour!)
let nextWeek = calendar.date(byAdding: .day, value: 7, to: launch)!
print(formatter("yyyy-MM-dd", utc).string(from: nextWeek), nextWeek.timeIntervalSince(launch))
let iso = ISO8601DateFormatter()
iso.timeZone = utc
print(iso.string(from: launch))
let parsed = iso.date(from: "2024-02-29T12:00:00Z")!
print(calendar.component(.weekday, from: parsed), parsed.timeIntervalSince1970)
let days = calendar.dateComponents([.day], from: launch, to: parsed).day!
print("days between:", days)
