// Tutorial favourites: a prefix √ square root, a postfix ~! factorial and an infix ** power, declared at top level.
import Foundation
prefix operator √
postfix operator ~!
infix operator ** : MultiplicationPrecedence
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func ~! (n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)~! }
func ** (base: Int, exp: Int) -> Int { (0..<exp).reduce(1) { acc, _ in acc * base } }
public prefix func - (s: String) -> String { String(s.reversed()) }
print(√16, √2, 5~!, 0~!, 10~!)
print(2 ** 10, 3 ** 4 + 1, -"stressed")
let values = [1, 2, 3].map { $0~! }
print(values, √(9.0 + 16.0))
