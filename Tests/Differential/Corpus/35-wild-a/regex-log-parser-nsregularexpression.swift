// Parsing log lines with NSRegularExpression named groups, counting levels, and summarising by module.
import Foundation

let log = """
2024-03-01 10:15:02 [INFO] auth: user kenan signed in
2024-03-01 10:15:09 [WARN] cache: miss ratio 0.42
2024-03-01 10:16:30 [ERROR] payments: card declined (code 51)
2024-03-01 10:17:44 [INFO] auth: user leyla signed in
2024-03-01 10:18:01 [ERROR] payments: timeout after 30s
not a log line
"""

let pattern = #"^(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) \[(?<level>[A-Z]+)\] (?<module>\w+): (?<message>.*)$"#
let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])

struct Entry { let time: String, level: String, module: String, message: String }

let range = NSRange(log.startIndex..., in: log)
let entries: [Entry] = regex.matches(in: log, range: range).map { match in
    func group(_ name: String) -> String { String(log[Range(match.range(withName: name), in: log)!]) }
    return Entry(time: group("time"), level: group("level"), module: group("module"), message: group("message"))
}

print("parsed \(entries.count) entries")
let byLevel = Dictionary(grouping: entries, by: \.level).mapValues(\.count)
print(byLevel.sorted { $0.key < $1.key })
for entry in entries where entry.level == "ERROR" { print("\(entry.time) \(entry.module): \(entry.message)") }
let numbers = try NSRegularExpression(pattern: #"\d+(\.\d+)?"#)
let found = numbers.matches(in: entries[1].message, range: NSRange(entries[1].message.startIndex..., in: entries[1].message))
print(found.map { (entries[1].message as NSString).substring(with: $0.range) })
print(regex.stringByReplacingMatches(in: "2024-03-02 09:00:00 [INFO] x: y", range: NSRange(location: 0, length: 31), withTemplate: "$3/$4"))
