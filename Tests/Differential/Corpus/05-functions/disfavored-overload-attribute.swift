// Overloads where one is marked @_disfavoredOverload
@_disfavoredOverload func describe(_ x: Any) -> String { "any" }
func describe(_ x: Int) -> String { "int" }
func describe<T: StringProtocol>(_ x: T) -> String { "string" }
print(describe(1), describe("s"), describe(2.5))
