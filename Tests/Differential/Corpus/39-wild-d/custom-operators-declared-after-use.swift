// Prefix, postfix and infix operators used before they and their precedence group are declared
import Foundation
let v = Vec(x: 3, y: 4)
print(|v|, v ** 2, -v, v•v, v′)
struct Vec: CustomStringConvertible { var x, y: Double; var description: String { "(\(x), \(y))" } }
prefix func | (v: Vec) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }
postfix func | (v: Vec) -> Vec { v }
prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
func ** (v: Vec, k: Double) -> Vec { Vec(x: v.x * k, y: v.y * k) }
func • (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
postfix func ′ (v: Vec) -> Vec { Vec(x: v.y, y: v.x) }
infix operator **: ScalePrecedence
infix operator •: MultiplicationPrecedence
prefix operator |
postfix operator |
postfix operator ′
precedencegroup ScalePrecedence {
    higherThan: MultiplicationPrecedence
    associativity: left
}
