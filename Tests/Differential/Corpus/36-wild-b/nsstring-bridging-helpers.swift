// NSString bridging: path helpers, ranges, case-insensitive compare and numeric values.
import Foundation

let path = "/Users/demo/Projects/App/Sources/main.swift" as NSString
print(path.lastPathComponent, path.pathExtension, path.deletingLastPathComponent)
print(path.pathComponents.suffix(3))
print(("report" as NSString).appendingPathExtension("pdf") ?? "nil")
let title = "The Swift Programming Language"
let range = (title as NSString).range(of: "swift", options: .caseInsensitive)
print(range.location, range.length, NSStringFromRange(range))
print("apple".caseInsensitiveCompare("APPLE") == .orderedSame, "a10".compare("a9", options: .numeric) == .orderedDescending)
print(("42.5" as NSString).doubleValue, ("17 apples" as NSString).integerValue, ("yes" as NSString).boolValue)
let ns = NSString(format: "%@ has %d chars", title, title.count)
print(ns, ns.length, type(of: ns as String))
print(title.replacingOccurrences(of: " ", with: "_").lowercased())
