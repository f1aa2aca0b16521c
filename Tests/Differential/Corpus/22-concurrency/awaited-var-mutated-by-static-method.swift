// an awaited var mutated by an extension method
actor Source { func next() -> Int { 41 } }
let source = Source()
var current = await source.next()
extension Int { static func advance() { current += 1 } }
Int.advance()
print(current)
