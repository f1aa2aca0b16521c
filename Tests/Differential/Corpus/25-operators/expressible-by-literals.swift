// ExpressibleBy...Literal conformances so custom types can be written as literals.
struct Tag: ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    var description: String { "#\(name)" }
}
struct Bitmask: ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    var bits: UInt
    init(integerLiteral value: UInt) { bits = value }
    init(arrayLiteral positions: Int...) { bits = positions.reduce(0) { $0 | (1 << $1) } }
}
struct Settings: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Bool)]
    init(dictionaryLiteral elements: (String, Bool)...) { pairs = elements }
}
let tags: [Tag] = ["Swift", "iOS", "UIKit"]
print(tags)
let mask: Bitmask = [0, 3, 5]
let raw: Bitmask = 12
print(String(mask.bits, radix: 2), raw.bits)
let settings: Settings = ["darkMode": true, "sounds": false]
print(settings.pairs.map { "\($0.0)=\($0.1)" })
