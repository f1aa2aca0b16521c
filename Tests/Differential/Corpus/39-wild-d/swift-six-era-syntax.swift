// Newer syntax in Swift 5 mode: value generics, InlineArray sugar, sending, nonisolated(nonsending), @concurrent, weak let
struct Vector<let N: Int> {
    var storage: InlineArray<N, Double>
    init(repeating v: Double) { storage = InlineArray(repeating: v) }
    var sum: Double { var s = 0.0; for i in 0..<N { s += storage[i] }; return s }
}
let fixed: [3 of Int] = [10, 20, 30]
var total = 0
for i in fixed.indices { total += fixed[i] }
final class Box: Sendable { let v: Int; init(_ v: Int) { self.v = v } }
func make() -> sending Box { Box(4) }
nonisolated(nonsending) func inherit() async -> Int { 1 }
@concurrent func offload() async -> Int { 2 }
let strong = Box(9)
weak let weakBox = strong
print(Vector<4>(repeating: 1.5).sum, total, make().v)
print(await inherit() + offload(), weakBox?.v ?? -1)
