// NSRegularExpression: matches, capture groups and template replacement
import Foundation

let text = "Order 12 shipped on 2023-04-05, order 7 on 2023-11-30."
let re = try NSRegularExpression(pattern: #"(\d{4})-(\d{2})-(\d{2})"#)
let ns = text as NSString
let matches = re.matches(in: text, range: NSRange(location: 0, length: ns.length))
print("count", matches.count)
for m in matches {
    let parts = (1...3).map { ns.substring(with: m.range(at: $0)) }
    print(parts, m.range.location)
}
let swapped = re.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$3/$2/$1")
print(swapped)
let words = try NSRegularExpression(pattern: "order", options: .caseInsensitive)
print(words.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)))
do { _ = try NSRegularExpression(pattern: "(") } catch { print("invalid pattern") }
