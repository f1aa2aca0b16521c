// Generator edge: subscript digit identifier near guard binding
guard let x = Int("3") else { fatalError() }
struct Segment { var length: Int { distance(x₂: 4) } }
func distance(x₂: Int) -> Int { x₂ - 1 }
print(Segment().length, x)
