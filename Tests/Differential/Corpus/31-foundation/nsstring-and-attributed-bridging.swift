// NSString/NSArray/NSDictionary bridging and Foundation string helpers, deterministic output
import Foundation

let ns: NSString = "The quick brown fox"
print(ns.length, ns.substring(from: 4), ns.range(of: "brown").location)
print(ns.components(separatedBy: " ").count, ns.uppercased)
let arr: NSArray = [3, "x", 2.5]
print(arr.count, arr[1] as! String, (arr[0] as! Int) + 1)
let dict = NSMutableDictionary()
dict["b"] = 2; dict["a"] = 1
print((dict.allKeys as! [String]).sorted(), dict["a"] as! Int)
print("swift".capitalized, "a-b-c".replacingOccurrences(of: "-", with: "+"))
print("Straße".lowercased(), "ﬁ".uppercased(), "café".decomposedStringWithCanonicalMapping.unicodeScalars.count)
print(String(format: "%05.1f|%-4s|%x", 3.14159, ("ab" as NSString).utf8String!, 255))
print("abc".compare("ABD", options: .caseInsensitive) == .orderedAscending)
