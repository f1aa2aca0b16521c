// DateFormatter with en_US_POSIX and UTC, on fixed instants, plus ISO8601DateFormatter.
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
let instants: [TimeInterval] = [0, 951_782_400, 1_234_567_890, 4_102_444_800]
for pattern in ["yyyy-MM-dd'T'HH:mm:ssZZZZZ", "EEEE, MMM d, yyyy", "D 'day of' yyyy, h:mm a", "w/Y QQQ"] {
    formatter.dateFormat = pattern
    print(pattern)
    for t in instants { print("   ", formatter.string(from: Date(timeIntervalSince1970: t))) }
}
let iso = ISO8601DateFormatter()
iso.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
print(iso.string(from: Date(timeIntervalSince1970: 1_234_567_890)))
print(iso.date(from: "2009-02-13T23:31:30").map { $0.timeIntervalSince1970 } as Any)
