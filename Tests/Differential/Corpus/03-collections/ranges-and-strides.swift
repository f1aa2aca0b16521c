// Ranges, stride(from:to:by:), stride(through:), and sequences built from them.
for tickMark in stride(from: 0, to: 60, by: 15) { print(tickMark, terminator: " ") }
print()
for tick in stride(from: 3, through: 12, by: 3) { print(tick, terminator: ",") }
print()
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))
let closed = 1...5
let halfOpen = 1..<5
print(closed, halfOpen, closed.count, halfOpen.count)
print(Array(closed.reversed()))
print((10...20).clamped(to: 15...30))
print((0..<10).contains(10), closed ~= 3)
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }))
let letters = Array("abcdef")
print(letters[2..<4], letters[..<2])
