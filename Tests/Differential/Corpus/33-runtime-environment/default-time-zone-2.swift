// Formats a fixed date in the default time zone, after a program that changed it (pair of -1)
import Foundation
let formatter = DateFormatter()
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: Date(timeIntervalSince1970: 0)))
