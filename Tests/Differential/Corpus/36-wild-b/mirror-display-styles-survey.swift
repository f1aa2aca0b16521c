// Mirror.displayStyle and child counts for a survey of value kinds a reflection article lists.
struct S { var a = 1 }
class C { var b = "two" }
enum E { case one(Int), two }
let subjects: [(String, Any)] = [("struct", S()), ("class", C()), ("enum", E.one(5)), ("payload-less enum", E.two),
                                 ("tuple", (1, "x")), ("optional", Optional(3) as Any), ("array", [1, 2]),
                                 ("dictionary", ["k": 1]), ("set", Set([7])), ("int", 42), ("string", "hi"),
                                 ("closure", { () in }), ("metatype", S.self)]
for (name, value) in subjects {
    let m = Mirror(reflecting: value)
    let style = m.displayStyle.map { "\($0)" } ?? "nil"
    print(name.padding(toLength: 18, withPad: " ", startingAt: 0), style.padding(toLength: 10, withPad: " ", startingAt: 0),
          m.children.count, m.subjectType)
}
import Foundation
