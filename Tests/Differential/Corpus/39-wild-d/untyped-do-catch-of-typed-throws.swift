// A plain do/catch at top level around calls that throw one concrete error type
enum ValidationError: Error { case tooShort(Int), empty }
func validate(_ s: String) throws(ValidationError) -> String {
    if s.isEmpty { throw .empty }
    if s.count < 3 { throw .tooShort(s.count) }
    return s.uppercased()
}
for input in ["swift", "go", ""] {
    do {
        print(try validate(input))
    } catch {
        switch error {
        case .tooShort(let n): print("too short:", n)
        case .empty: print("empty")
        }
    }
}
