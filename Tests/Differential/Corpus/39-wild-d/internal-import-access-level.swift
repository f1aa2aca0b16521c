// An import with an explicit access level (internal import Foundation)
internal import Foundation
let words = "alpha beta gamma".components(separatedBy: " ")
print(words.map { $0.capitalized }.joined(separator: ","))
print(String(format: "%05.1f", 3.14159))
