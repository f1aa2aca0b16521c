// Foundation's current time zone, read by a program that does not set TZ, is not Baku.
import Foundation
print("Baku:", TimeZone.current.identifier == "Asia/Baku")
print("seconds from GMT in Baku:", TimeZone(identifier: "Asia/Baku")!.secondsFromGMT(for: Date(timeIntervalSince1970: 0)))
print("GMT offset of UTC:", TimeZone(identifier: "UTC")!.secondsFromGMT())
