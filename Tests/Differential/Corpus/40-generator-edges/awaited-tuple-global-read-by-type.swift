// Generator edge: awaited tuple global read by type
func loadBounds() async -> (Int, Int) { (3, 9) }
let (low, high) = await loadBounds()
struct Span { var width: Int { high - low } }
print(Span().width)
