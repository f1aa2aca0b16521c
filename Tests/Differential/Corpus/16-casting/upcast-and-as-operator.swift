// Upcasting with as (always succeeds), literals typed with as, and pattern 'as' in for-in.
class Base { func hello() -> String { "base" } }
class Sub: Base { override func hello() -> String { "sub" } }
let upcast = Sub() as Base
print(upcast.hello(), type(of: upcast))
let asDouble = 3 as Double
let asFloat = 1.5 as Float
print(asDouble, asFloat, type(of: asFloat))
let anyValues: [Any] = [1, "a", 2, "b"]
for case let s as String in anyValues { print("string", s) }
for case let n as Int in anyValues where n > 1 { print("int", n) }
let optional = 5 as Int?
print(optional as Any)
