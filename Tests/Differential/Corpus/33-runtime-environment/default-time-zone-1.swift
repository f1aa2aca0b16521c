// Sets NSTimeZone.default for the process (pair: -2 must see the machine's zone)
import Foundation
NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
print(TimeZone.current.identifier)
print("set")
