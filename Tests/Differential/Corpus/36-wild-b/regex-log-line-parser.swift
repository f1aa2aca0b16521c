// NSRegularExpression with named groups parsing fixed log lines, then a replacement template.
import Foundation

let log = """
2024-03-01 12:00:01 [INFO] user=ana action=login
2024-03-01 12:00:07 [WARN] user=bo action=retry
garbage line
2024-03-01 12:01:00 [ERROR] user=ana action=upload
"""
let pattern = #"^(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) \[(?<level>\w+)\] user=(?<user>\w+) action=(?<action>\w+)$"#
let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
let ns = log as NSString
let matches = regex.matches(in: log, range: NSRange(location: 0, length: ns.length))
print("matched lines:", matches.count)
for m in matches {
    let field = { (name: String) in ns.substring(with: m.range(withName: name)) }
    print(field("level").padding(toLength: 5, withPad: " ", startingAt: 0), field("user"), "->", field("action"), "at", field("time"))
}
let masked = regex.stringByReplacingMatches(in: log, range: NSRange(location: 0, length: ns.length), withTemplate: "$3 by $4")
print(masked)
