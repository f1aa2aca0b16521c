// Attributes on top-level functions and variables: @available, @discardableResult, @inline, doc comments.
/// The running total, documented.
var total = 0
@discardableResult
func add(_ n: Int) -> Int { total += n; return total }
@inline(__always) func double(_ x: Int) -> Int { x * 2 }
@available(*, deprecated, message: "use add")
func legacyAdd(_ n: Int) { total += n }
@available(macOS 10.15, iOS 13, *)
func modern() -> String { "modern" }
public struct Pixel { public var r, g, b: UInt8 }
internal func helper() -> String { "helper" }
add(5)
add(double(4))
print(total, modern(), helper())
#warning("this is only a warning")
@MainActor func bump() -> Int { 1 }
MainActor.assumeIsolated { print("ui", bump()) }
print(Pixel(r: 1, g: 2, b: 3), MemoryLayout<Pixel>.size)
