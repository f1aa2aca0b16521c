// NSRegularExpression matches, capture groups and template replacement on a fixed text.
import Foundation
let text = "Order #123 shipped 2024-01-05; order #77 pending 2023-12-31."
let re = try NSRegularExpression(pattern: #"#(\d+) (\w+) (\d{4})-(\d\d)-(\d\d)"#)
let ns = text as NSString
for m in re.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
    let groups = (1..<m.numberOfRanges).map { ns.substring(with: m.range(at: $0)) }
    print(m.range, groups)
}
print(re.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "[$2:$1]"))
print(re.numberOfCaptureGroups, re.pattern)
do { _ = try NSRegularExpression(pattern: "(") } catch { print((error as NSError).domain, (error as NSError).code) }
