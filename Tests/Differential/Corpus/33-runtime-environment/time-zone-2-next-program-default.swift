// A program that leaves TZ alone is not in Baku's time zone.
import Foundation
var t = time_t(86_400 * 365)
var parts = tm()
localtime_r(&t, &parts)
print("Baku offset:", parts.tm_gmtoff == 14_400)
print("Foundation Baku:", TimeZone.current.identifier == "Asia/Baku")
