// DateFormatter and ISO8601DateFormatter with fixed locale, time zone and dates
import Foundation

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = TimeZone(secondsFromGMT: 0)
f.dateFormat = "yyyy-MM-dd HH:mm:ss EEE"
let dates = [0.0, 86_400 * 365.25 * 30, 1_234_567_890].map(Date.init(timeIntervalSince1970:))
for d in dates { print(f.string(from: d)) }

f.dateFormat = "dd/MM/yyyy"
if let parsed = f.date(from: "25/12/2000") { print(parsed.timeIntervalSince1970) }
print(f.date(from: "nope") as Any)

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")
print(iso.string(from: dates[2]))
print(iso.date(from: "2001-01-01T00:00:00Z")!.timeIntervalSinceReferenceDate)
