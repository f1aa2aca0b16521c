// Setting TZ in the environment: the C library and Foundation both see the new time zone.
import Foundation
setenv("TZ", "Asia/Baku", 1)
tzset()
var t = time_t(86_400 * 365)
var parts = tm()
localtime_r(&t, &parts)
print("hour in Baku:", parts.tm_hour, "offset:", parts.tm_gmtoff)
print("Foundation:", TimeZone.current.identifier)
