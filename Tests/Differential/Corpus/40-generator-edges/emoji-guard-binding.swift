// Generator edge: emoji guard binding
guard let 🍎 = Int("3") else { fatalError() }
func apples() -> Int { 🍎 }
print(apples())
print("pad")
