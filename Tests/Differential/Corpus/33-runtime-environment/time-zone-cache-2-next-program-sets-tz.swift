// A program sets TZ before it first asks Foundation for the current time zone.
import Foundation
setenv("TZ", "Asia/Baku", 1)
print("current:", TimeZone.current.identifier)
let formatter = DateFormatter()
formatter.dateFormat = "HH:mm"
print("midnight UTC in the current zone:", formatter.string(from: Date(timeIntervalSince1970: 0)))
