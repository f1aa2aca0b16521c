// an AsyncStream in a global, consumed at top level
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
for i in 1...3 { continuation.yield(i) }
continuation.finish()
var sum = 0
for await value in stream { sum += value }
print("sum", sum)
let numbers = AsyncStream<Int> { c in for i in 0..<3 { c.yield(i * i) }; c.finish() }
var squares: [Int] = []
for await n in numbers { squares.append(n) }
print(squares)
