// Top-level guard-bound bounds used as a comma-separated switch case list inside a function
guard let low = Int("1"), let high = Int("9") else { fatalError("bad bounds") }
func classify(_ v: Int) -> String {
    switch v {
    case 0, high: return "edge"
    default: return v > low ? "inside" : "outside"
    }
}
print([0, 1, 5, 9].map(classify))
